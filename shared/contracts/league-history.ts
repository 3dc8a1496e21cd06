import { z } from "zod";
import { SEASON_TYPES } from "../domain/enums.ts";
import { leagueDeadlineSchema, leagueSlateSchema, pickModeSchema } from "./league-rules.ts";
import { leagueTypeSchema } from "./leagues.ts";

/**
 * GET /api/leagues/{id}/history (issue 20, decision 027): the league's season as a grid of weeks ×
 * members, read from the same boards as its standings, so every figure equals GET
 * /standings/week/{weekId} and /standings/season.
 */

/** The format a week was played under: the rules in force when its slate first locked (decision 021). */
export const historyWeekRulesSchema = z.object({
  pickMode: pickModeSchema,
  confidence: z.boolean(),
  slate: leagueSlateSchema,
  deadline: leagueDeadlineSchema,
  tiebreaker: z.boolean(),
});
export type HistoryWeekRules = z.infer<typeof historyWeekRulesSchema>;

/** A week of the grid, in the season's order. */
export const historyWeekSchema = z.object({
  weekId: z.string(),
  label: z.string(),
  seasonType: z.enum(SEASON_TYPES),
  rules: historyWeekRulesSchema,
  /** Nothing more can count in it: every slate game final (or voided here), and its last day over when trivia counts. */
  decided: z.boolean(),
  /** The week's winners (the leader and everyone level on points and tiebreaker); empty until decided, or when nobody scored. */
  winners: z.array(z.string()),
});
export type HistoryWeek = z.infer<typeof historyWeekSchema>;

/** A member's week: points and rank as the week's standings give them, and their season standing after it. */
export const historyCellSchema = z.object({
  weekId: z.string(),
  points: z.number().int(),
  rank: z.number().int(),
  /** Rank on the season's points up to and including this week (the rank chart's line). */
  standing: z.number().int(),
  /** False while nothing of the member's counts in the week: no place (shown "–"). */
  placed: z.boolean(),
});
export type HistoryCell = z.infer<typeof historyCellSchema>;

/** A member's row, in season rank order. Names as the standings carry them; never an email. */
export const historyMemberSchema = z.object({
  userId: z.string(),
  handle: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** One cell per week of `weeks`, in the same order. */
  weeks: z.array(historyCellSchema),
  seasonPoints: z.number().int(),
  seasonRank: z.number().int(),
  /** False while nothing of the member's counts in the season: no place (shown "–"), as in a week. */
  seasonPlaced: z.boolean(),
  weeksWon: z.number().int(),
  champion: z.boolean(),
});
export type HistoryMember = z.infer<typeof historyMemberSchema>;

export const leagueHistorySchema = z.object({
  leagueId: z.string(),
  leagueType: leagueTypeSchema,
  /** The season the grid covers: the current week's, else the newest stored; null with no weeks at all. */
  season: z.number().int().nullable(),
  weeks: z.array(historyWeekSchema),
  members: z.array(historyMemberSchema),
  /** Whether the league's season scope has ended (decision 027): its champion is known. */
  seasonEnded: z.boolean(),
  /** Null until the season has ended; then the season leader and anyone level on points (empty when nobody scored). */
  champion: z.array(z.string()).nullable(),
});
export type LeagueHistory = z.infer<typeof leagueHistorySchema>;

/** GET /api/me/league-honors: the caller's weekly wins and titles, one entry per league where they have any. */
export const leagueHonorSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  season: z.number().int().nullable(),
  weeksWon: z.number().int(),
  /** The labels of the weeks won, in order ("Week 3", "Bowl Season"). */
  weekLabels: z.array(z.string()),
  champion: z.boolean(),
});
export type LeagueHonor = z.infer<typeof leagueHonorSchema>;
export const leagueHonorsSchema = z.array(leagueHonorSchema);
