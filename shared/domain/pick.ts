import { z } from "zod";
import { OVER_UNDER_CHOICES, SIDES } from "./enums.ts";
import { idSchema } from "./id.ts";
import { MAX_SCORE, MIN_SCORE, PICK_MESSAGES, scoresProblem } from "./pick-rules.ts";

export { MAX_SCORE, PICK_MESSAGES, type PickDraft, pickProblem, shouldSendPick, swapsScoresFor } from "./pick-rules.ts";

const predictedScore = z
  .number(PICK_MESSAGES.score)
  .int(PICK_MESSAGES.score)
  .min(MIN_SCORE, PICK_MESSAGES.score)
  .max(MAX_SCORE, PICK_MESSAGES.score)
  .nullable()
  .optional();

/**
 * POST /api/picks body (RULES §3 Pick, §5 "Pick", §7). Scores and over/under are optional and
 * nullable; when both scores are given they must favour the picked winner (so ties are rejected).
 */
export const pickInputSchema = z
  .object({
    gameId: idSchema("Game id must be a UUID"),
    winner: z.enum(SIDES, PICK_MESSAGES.winner),
    predHomeScore: predictedScore,
    predAwayScore: predictedScore,
    predOverUnder: z.enum(OVER_UNDER_CHOICES, PICK_MESSAGES.overUnder).nullable().optional(),
  })
  .superRefine((pick, ctx) => {
    const { winner, predHomeScore: home, predAwayScore: away } = pick;
    const problem = home != null && away != null ? scoresProblem(winner, home, away) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["predHomeScore"] });
  });
export type PickInput = z.infer<typeof pickInputSchema>;
