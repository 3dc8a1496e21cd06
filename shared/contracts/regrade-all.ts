import { z } from "zod";

/**
 * POST /api/admin/regrade-all answers with newline-delimited JSON (docs/decisions/013-regrade-all-streams-its-progress.md):
 * one line per graded game, then a last line with `message` (every game regraded) or `error`.
 */
export const regradeAllLineSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type RegradeAllLine = z.infer<typeof regradeAllLineSchema>;

export const REGRADE_ALL_CONTENT_TYPE = "application/x-ndjson";
export const REGRADE_ALL_COMPLETE = "Regrade complete!";
export const REGRADE_ALL_FAILED = "Failed to regrade every game. Please try again.";
