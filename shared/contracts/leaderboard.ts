import { z } from "zod";
import { idSchema } from "../domain/id.ts";

/**
 * GET /api/leaderboard: ?scope=current|all, or ?weekId=<id> (a previous week); &limit (1–500,
 * default 100) &offset (default 0). Neither scope nor weekId means current; both is a 400.
 */
export const LEADERBOARD_SCOPES = ["current", "all"] as const;
export const LEADERBOARD_MAX_LIMIT = 500;
export const LEADERBOARD_DEFAULT_LIMIT = 100;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

export const leaderboardQuerySchema = z
  .object({
    scope: z.enum(LEADERBOARD_SCOPES, "scope must be current or all").optional(),
    weekId: idSchema("weekId must be a week id").optional(),
    limit: whole("limit", 1, LEADERBOARD_MAX_LIMIT).optional(),
    offset: whole("offset", 0, Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((q) => !(q.scope && q.weekId), "Give either scope or weekId, not both");
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** RULES §3 "Leaderboard entry". email is the caller's own on their own entry, null on everyone else's. */
export const leaderboardEntrySchema = z.object({
  userId: z.string(),
  rank: z.number().int(),
  handle: z.string().nullable(),
  email: z.string().nullable(),
  correctWins: z.number().int(),
  incorrectWins: z.number().int(),
  points: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * One page of a board: entries ranked offset+1.., `me` the caller's entry with its true rank
 * (null when the caller is not on this board), `total` the number of players on the board.
 */
export const leaderboardResponseSchema = z.object({
  entries: z.array(leaderboardEntrySchema),
  me: leaderboardEntrySchema.nullable(),
  total: z.number().int(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

const memberNames = {
  handle: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The caller's own email on their own entry; null on everyone else's. */
  email: z.string().nullable(),
};

/** GET /api/leagues/:id/standings/season: an array of these, rank order (RULES §3). */
export const leagueSeasonEntrySchema = z.object({
  userId: z.string(),
  rank: z.number().int(),
  totalPoints: z.number().int(),
  ...memberNames,
  /** False while nothing of the member's counts yet (no graded pick, no point): no place, no medal (issue 39). */
  placed: z.boolean(),
});
export type LeagueSeasonEntry = z.infer<typeof leagueSeasonEntrySchema>;

/**
 * GET /api/leagues/:id/standings/week/:weekId: an array of these, rank order. RULES §3 names
 * userId, rank, points; the names ride along so the week view needs no second call.
 */
export const leagueWeekEntrySchema = z.object({
  userId: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  ...memberNames,
  /** False while nothing of the member's counts yet (no graded pick, no point): no place, no medal (issue 39). */
  placed: z.boolean(),
  /**
   * In a league week with a tiebreaker, once its game is final: how far the member's predicted
   * total was from the final total (null without a prediction). Absent otherwise.
   */
  tiebreakerError: z.number().int().nullable().optional(),
});
export type LeagueWeekEntry = z.infer<typeof leagueWeekEntrySchema>;

export const leagueSeasonStandingsSchema = z.array(leagueSeasonEntrySchema);
export const leagueWeekStandingsSchema = z.array(leagueWeekEntrySchema);
