import { z } from "zod";
import { SIDES } from "../domain/enums.ts";
import { idSchema } from "../domain/id.ts";
import { MAX_TIEBREAKER_TOTAL } from "../domain/league-card.ts";
import { gameStatusSchema } from "./games.ts";
import { leagueRulesSchema } from "./league-rules.ts";

/** GET /api/leagues/{id}/card?weekId= (the current week without it). */
export const leagueCardQuerySchema = z.object({ weekId: z.string().optional() });

/** PUT /api/leagues/{id}/card: the picks to save (others keep theirs), saved together or not at all. */
export const leagueCardBodySchema = z.object({
  weekId: idSchema({ error: "weekId must be a week's id" }),
  picks: z
    .array(
      z.object({
        gameId: idSchema({ error: "Each gameId must be a game's id" }),
        winner: z.enum(SIDES, { error: "winner must be HOME or AWAY" }),
        confidence: z
          .number({ error: "confidence must be a number" })
          .int("confidence must be a whole number")
          .optional(),
      }),
      { error: "picks must be a list" },
    )
    .max(100, "A card holds at most 100 picks"),
  tiebreakerTotal: z
    .number({ error: "tiebreakerTotal must be a number" })
    .int("tiebreakerTotal must be a whole number")
    .min(0, "tiebreakerTotal must be 0 or more")
    .max(MAX_TIEBREAKER_TOTAL, `tiebreakerTotal must be at most ${MAX_TIEBREAKER_TOTAL}`)
    .optional(),
});
export type LeagueCardBody = z.infer<typeof leagueCardBodySchema>;

export const leagueCardPickSchema = z.object({
  winner: z.enum(SIDES),
  confidence: z.number().int().nullable(),
  /** The home team's line stored with the pick (spread leagues), null otherwise. */
  line: z.number().nullable(),
  savedAt: z.string(),
});

export const leagueCardGameSchema = z.object({
  id: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamRank: z.number().int().nullable(),
  awayTeamRank: z.number().int().nullable(),
  homeTeamLogo: z.string().nullable(),
  awayTeamLogo: z.string().nullable(),
  /** The badge the week page draws where a logo is off or unreachable: the team's colour and abbreviation. */
  homeTeamColor: z.string().nullable(),
  awayTeamColor: z.string().nullable(),
  homeTeamAbbreviation: z.string().nullable(),
  awayTeamAbbreviation: z.string().nullable(),
  kickoffISO: z.string(),
  /** The provider's notes: a bowl's or playoff round's name (decision 038); null for most games. */
  notes: z.string().nullable(),
  status: gameStatusSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** The home team's line now, in every mode (null when the game has none): spread picks and "Order by the line". */
  line: z.number().nullable(),
  locksAt: z.string(),
  locked: z.boolean(),
  /** The owner voided the game for the league: its picks earn nothing there (decision 025). */
  voided: z.boolean(),
  pick: leagueCardPickSchema.nullable(),
});

/** A member's card for a week: the slate under the week's rules, their picks and tiebreaker. */
export const leagueCardSchema = z.object({
  leagueId: z.string(),
  weekId: z.string(),
  weekLabel: z.string(),
  rules: leagueRulesSchema,
  /** The league plays on its members' week-page picks: this card is read-only. */
  usesGlobalPicks: z.boolean(),
  /** The next instant a game of the slate locks (null once all are locked or there is no slate). */
  nextLockAt: z.string().nullable(),
  /** The server's time when the card was read: the page's countdowns and locks run on it. */
  serverNow: z.string(),
  /**
   * Null when the league plays this week; else the name of its first week ("Week 14"): the week's
   * slate had locked when the league was created, so the card holds no games (decision 056).
   */
  firstWeek: z.string().nullable(),
  games: z.array(leagueCardGameSchema),
  tiebreaker: z
    .object({
      gameId: z.string(),
      /** The owner named this game; otherwise it is the slate's last kickoff (decision 025). */
      named: z.boolean(),
      total: z.number().int().nullable(),
      locked: z.boolean(),
    })
    .nullable(),
});
export type LeagueCard = z.infer<typeof leagueCardSchema>;

export const CARD_ON_GLOBAL_PICKS_MESSAGE = "This league plays on your picks from the week page: pick there";
/** A save for a week the league does not play (decision 056), naming its first week. */
export const notPlayedWeekMessage = (firstWeek: string) =>
  `This league starts with ${firstWeek}: this week's games had started when it was created`;
export const NO_CURRENT_WEEK_MESSAGE = "There is no current week yet";
export const MEMBERS_ONLY_CARD_MESSAGE = "Only the league's members have a card";

const memberNameSchema = z.object({
  userId: z.string(),
  handle: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** GET /api/leagues/{id}/picks?weekId=: every member's picks of the week's locked slate games only. */
export const leaguePicksSchema = z.object({
  weekId: z.string(),
  games: z.array(
    z.object({
      id: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      kickoffISO: z.string(),
      locked: z.boolean(),
      voided: z.boolean(),
    }),
  ),
  members: z.array(
    memberNameSchema.extend({
      picks: z.array(z.object({ gameId: z.string(), winner: z.enum(SIDES), confidence: z.number().int().nullable() })),
      tiebreakerTotal: z.number().int().nullable(),
    }),
  ),
});
export type LeaguePicks = z.infer<typeof leaguePicksSchema>;

/** GET /api/leagues/{id}/missing-cards (owner only): who has not filled their card for the next lock; names only. */
export const missingCardsSchema = z.object({
  weekId: z.string(),
  nextLockAt: z.string().nullable(),
  missing: z.array(memberNameSchema),
});
export type MissingCards = z.infer<typeof missingCardsSchema>;
