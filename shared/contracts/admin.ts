import { z } from "zod";
import { adminUserSchema, gameSchema, weekListItemSchema, weekSchema } from "./games.ts";

/** Answers of the admin panel's routes (/api/admin/*); their bodies are in games.ts and trivia-questions.ts. */

export const USER_DELETED_MESSAGE = "User deleted";
export const SYNC_COMPLETE_MESSAGE = "Sync complete!";
export const REGRADE_COMPLETE_MESSAGE = "Regrade complete!";

/** GET /api/admin/users: every user, most points first. */
export const adminUserListSchema = z.array(adminUserSchema);
/** DELETE /api/admin/users/{id} */
export const deleteUserResponseSchema = z.object({ message: z.literal(USER_DELETED_MESSAGE) });

/** GET /api/admin/current-week: with the server's time, so the panel can tell a game not kicked off yet. */
export const adminCurrentWeekSchema = z.object({
  week: weekListItemSchema.nullable(),
  games: z.array(gameSchema),
  serverNow: z.string(),
});
export type AdminCurrentWeek = z.infer<typeof adminCurrentWeekSchema>;

/** POST /api/admin/regrade/{gameId} */
export const regradeGameResponseSchema = z.object({ message: z.literal(REGRADE_COMPLETE_MESSAGE), game: gameSchema });

/** POST /api/admin/sync: the week synced as current (none when the season has no current week). */
export const syncResponseSchema = z.object({
  message: z.literal(SYNC_COMPLETE_MESSAGE),
  weekId: z.string().nullable(),
  label: z.string().nullable(),
  games: z.number().int(),
});

/**
 * GET /api/admin/sync-budget: the games provider's calls this month and the pace the sync keeps
 * (decision 032). The replay calls nobody: no budget, nothing counted.
 */
export const syncBudgetSchema = z.object({
  provider: z.enum(["cfbd", "replay"]),
  /** The calendar month (UTC) counted, "2026-11". */
  month: z.string(),
  /** CFBD_MONTHLY_CALLS; null for the replay. */
  budget: z.number().int().nullable(),
  used: z.number().int(),
  left: z.number().int().nullable(),
  /** The site's games live now or about to kick off. */
  live: z.number().int(),
  /** The live poll's interval now; null while nothing is live (or no call is left). */
  pollEverySeconds: z.number().int().nullable(),
  /** The gap between full syncs (schedule, lines, polls); null when none fits the calls left. */
  fullSyncEverySeconds: z.number().int().nullable(),
  /** When the month's count starts again. */
  resetsAt: z.string(),
});
export type SyncBudget = z.infer<typeof syncBudgetSchema>;

/** POST /api/admin/weeks/{id}/recalculate-boundaries: the week with its new start and end. */
export const recalculateBoundariesResponseSchema = z.object({ message: z.string(), week: weekSchema });
