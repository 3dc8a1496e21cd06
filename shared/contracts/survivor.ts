import { z } from "zod";
import { SIDES } from "../domain/enums.ts";
import { idSchema } from "../domain/id.ts";
import { LEAGUE_FORMATS, SURVIVOR_LIVES_MAX, SURVIVOR_LIVES_MIN } from "../domain/survivor.ts";
import { gameStatusSchema } from "./games.ts";

/** A league's format (issue 21, decision 040) and a survivor pool's lives, on Create League and in Settings. */
export const leagueFormatSchema = z.enum(LEAGUE_FORMATS, { error: "format must be pickem or survivor" });
export const survivorLivesSchema = z
  .number({ error: "lives must be a number" })
  .int("lives must be a whole number")
  .min(SURVIVOR_LIVES_MIN, `lives must be ${SURVIVOR_LIVES_MIN} to ${SURVIVOR_LIVES_MAX}`)
  .max(SURVIVOR_LIVES_MAX, `lives must be ${SURVIVOR_LIVES_MIN} to ${SURVIVOR_LIVES_MAX}`);
export const leagueFormatInputShape = { format: leagueFormatSchema.optional(), lives: survivorLivesSchema.optional() };

export const NOT_SURVIVOR_MESSAGE = "This league is not a survivor pool";
export const MEMBERS_ONLY_SURVIVOR_MESSAGE = "Only the league's members pick in its survivor pool";
export const FORMAT_FIXED_MESSAGE = "The format and lives are fixed once the league's first week has started";

/** GET /api/leagues/{id}/survivor?weekId= (the current week, or the pool's first week before it starts). */
export const survivorQuerySchema = z.object({ weekId: z.string().optional() });

/** PUT /api/leagues/{id}/survivor: the caller's team this week, by name or as a game and side. */
export const survivorPickBodySchema = z
  .object({
    weekId: idSchema({ error: "weekId must be a week's id" }),
    team: z.string({ error: "team must be a team's name" }).min(1, "team must be a team's name").max(100).optional(),
    gameId: idSchema({ error: "gameId must be a game's id" }).optional(),
    side: z.enum(SIDES, { error: "side must be HOME or AWAY" }).optional(),
  })
  .refine((body) => body.team !== undefined || (body.gameId !== undefined && body.side !== undefined), {
    message: "Send a team, or a gameId and a side",
  });
export type SurvivorPickBody = z.infer<typeof survivorPickBodySchema>;

export const survivorOutcomeSchema = z.enum(["won", "lost", "tied", "no_pick", "pending"]);

export const survivorPickSchema = z.object({
  gameId: z.string(),
  team: z.string(),
  side: z.enum(SIDES),
  /** The picked game has locked: from then on every member sees the pick. */
  locked: z.boolean(),
  outcome: survivorOutcomeSchema,
});
export type SurvivorPickView = z.infer<typeof survivorPickSchema>;

export const survivorMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  alive: z.boolean(),
  livesLeft: z.number().int(),
  fellWeekId: z.string().nullable(),
  fellWeekLabel: z.string().nullable(),
  /** Teams used in locked picks (the caller's own: all of them), with the week. */
  usedTeams: z.array(z.object({ team: z.string(), weekId: z.string(), weekLabel: z.string() })),
  /** Whether the member has a pick this week (shown before it locks; the team is not). */
  hasPick: z.boolean(),
  /** This week's pick: the caller's own always, anyone else's once its game has locked. */
  pick: survivorPickSchema.nullable(),
});
export type SurvivorMember = z.infer<typeof survivorMemberSchema>;

export const survivorGameSchema = z.object({
  id: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamRank: z.number().int().nullable(),
  awayTeamRank: z.number().int().nullable(),
  kickoffISO: z.string(),
  /** Played at a neutral site: neither team is at home ("vs" either way). */
  neutralSite: z.boolean(),
  /** The home team's line (null when the game has none), as on a league card: the away side's is its negation. */
  line: z.number().nullable(),
  status: gameStatusSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  locksAt: z.string(),
  locked: z.boolean(),
});

export const survivorBoardSchema = z.object({
  leagueId: z.string(),
  lives: z.number().int(),
  weekId: z.string(),
  weekLabel: z.string(),
  /** The pool's first week (the first whose slate locks after the league was created); null before one exists. */
  firstWeekId: z.string().nullable(),
  /** This week counts in the pool (it is the first week or later). */
  inPool: z.boolean(),
  serverNow: z.string(),
  aliveCount: z.number().int(),
  winnerId: z.string().nullable(),
  isMember: z.boolean(),
  /** The caller, so a page finds its own entry. */
  viewerId: z.string(),
  members: z.array(survivorMemberSchema),
  /** The week's slate, by kickoff. */
  games: z.array(survivorGameSchema),
});
export type SurvivorBoard = z.infer<typeof survivorBoardSchema>;
