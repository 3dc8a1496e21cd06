import { z } from "zod";
import { GAME_DATA_SOURCES, GAME_STATUSES, OVER_UNDER_CHOICES, ROLES, SIDES } from "../domain/enums.ts";
import { MAX_SCORE } from "../domain/pick-rules.ts";

export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const pickStatsSchema = z.object({ awayPercent: z.number(), homePercent: z.number(), total: z.number().int() });
export type PickStats = z.infer<typeof pickStatsSchema>;

/**
 * What a scoreboard adds to a game (CFBD v2 /scoreboard, or what the replay's recorded data holds):
 * shown on cards and in the game center, never graded. Null fields are unknown, not zero.
 */
export const gameDetailsSchema = z.object({
  /** 1..4, then 5, 6 … for overtimes; null before kickoff. */
  period: z.number().int().min(1).nullable(),
  /** Game clock as the provider writes it ("4:12"); null when it has none (the replay). */
  clock: z.string().nullable(),
  possession: z.enum(SIDES).nullable(),
  /** Down and distance ("3rd & 4 at OSU 35"). */
  situation: z.string().nullable(),
  lastPlay: z.string().nullable(),
  tv: z.string().nullable(),
  venue: z.string().nullable(),
  /** One line ("54°F, clear, wind 8 mph NW"). */
  weather: z.string().nullable(),
  /** Points per period so far (overtimes after the fourth). */
  homeLineScores: z.array(z.number().int()),
  awayLineScores: z.array(z.number().int()),
  /** The home team's pregame win probability, 0..1, where the provider has it. */
  homeWinProbability: z.number().min(0).max(1).nullable(),
});
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const gameSchema = z.object({
  id: z.string(),
  weekId: z.string(),
  cfbdId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeConference: z.string().nullable(),
  awayConference: z.string().nullable(),
  kickoffISO: z.string(),
  status: gameStatusSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  finalHomeScore: z.number().int().nullable(),
  finalAwayScore: z.number().int().nullable(),
  isPopular: z.boolean(),
  /** When its picks were last graded (ISO), null before: the week room carries the same time. */
  gradedAt: z.string().nullable(),
  homeTeamRecord: z.string().nullable(),
  awayTeamRecord: z.string().nullable(),
  overUnder: z.string().nullable(),
  spread: z.string().nullable(),
  homeTeamRank: z.number().int().nullable(),
  awayTeamRank: z.number().int().nullable(),
  homeTeamPrimaryColor: z.string().nullable(),
  awayTeamPrimaryColor: z.string().nullable(),
  homeTeamAbbreviation: z.string().nullable(),
  awayTeamAbbreviation: z.string().nullable(),
  homeTeamLogo: z.string().nullable(),
  awayTeamLogo: z.string().nullable(),
  /** The provider's notes: a bowl's or playoff round's name, a title game's; null for most games (decision 038). */
  notes: z.string().nullable(),
  /** Played at a neutral site (most bowls): no home field. */
  neutralSite: z.boolean(),
  /** Scoreboard details once a sync has any; null before. */
  details: gameDetailsSchema.nullable(),
  pickStats: pickStatsSchema,
});
export type GameDto = z.infer<typeof gameSchema>;

export const weekSchema = z.object({
  id: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  syncedAt: z.string().nullable(),
});
export type WeekDto = z.infer<typeof weekSchema>;

export const pickSchema = z.object({
  id: z.string(),
  userId: z.string(),
  gameId: z.string(),
  winner: z.enum(SIDES),
  predHomeScore: z.number().int().nullable(),
  predAwayScore: z.number().int().nullable(),
  predOverUnder: z.enum(OVER_UNDER_CHOICES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lockedAt: z.string().nullable(),
});
export type PickDto = z.infer<typeof pickSchema>;

export const pointsTxnSchema = z.object({ reason: z.string(), amount: z.number().int() });

/** A pick on the week page, with the points it earned (empty until its game is graded). */
export const weekPickSchema = pickSchema.extend({ pointsTxns: z.array(pointsTxnSchema) });
export type WeekPickDto = z.infer<typeof weekPickSchema>;

export const currentWeekResponseSchema = z.object({
  week: weekSchema.nullable(),
  games: z.array(gameSchema),
  userPicks: z.array(weekPickSchema),
  syncing: z.boolean(),
  serverNow: z.string(),
  /**
   * Where the games' data comes from. "replay": the recorded 2024 season, whose live games reveal each
   * quarter's points at its end and whose game clock the client estimates (decision 057).
   */
  source: z.enum(GAME_DATA_SOURCES),
});
export type CurrentWeekResponse = z.infer<typeof currentWeekResponseSchema>;

export const weekListItemSchema = z.object({ id: z.string(), label: z.string() });
export type WeekListItem = z.infer<typeof weekListItemSchema>;

export const myPickSchema = pickSchema.extend({
  game: gameSchema.omit({ pickStats: true }),
  /** The game's week, which My Picks groups and filters by. */
  week: z.object({ id: z.string(), label: z.string(), season: z.number().int() }),
  pointsTxns: z.array(pointsTxnSchema),
});
export type MyPickDto = z.infer<typeof myPickSchema>;

/** Another player's pick of a week with its whole game (only locked games, unless it is the caller's own). */
export const userWeekPickSchema = pickSchema.extend({ game: gameSchema });
export type UserWeekPickDto = z.infer<typeof userWeekPickSchema>;

const finalScore = (side: "home" | "away") => {
  const message = `Final ${side} score must be a whole number of 0 or more`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_SCORE, `Final ${side} score must be at most ${MAX_SCORE}`);
};

export const finalizeBodySchema = z.object({ finalHomeScore: finalScore("home"), finalAwayScore: finalScore("away") });
export type FinalizeBody = z.infer<typeof finalizeBodySchema>;

export const popularBodySchema = z.object({ isPopular: z.boolean({ error: "isPopular must be true or false" }) });

export const adminUserSchema = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  pointsTotal: z.number().int(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

export const PICKS_LOCKED_MESSAGE = "Picks are locked for this game";
export const SYNC_FAILED_MESSAGE = "Failed to sync games. Please try again.";
