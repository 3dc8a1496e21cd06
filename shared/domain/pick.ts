import { z } from "zod";
import { OVER_UNDER_CHOICES, SIDES, type Side } from "./enums.ts";

export const PICK_MESSAGES = {
  winner: "A winner is required",
  score: "Predicted scores must be whole numbers from 0 to 999",
  overUnder: "Over/under must be over or under",
  favor: "Predicted score must favor your picked winner",
} as const;

/** No football score reaches 999; the bound keeps absurd numbers (2^31 and up) out of integer columns. */
export const MAX_SCORE = 999;

const predictedScore = z.number(PICK_MESSAGES.score).int(PICK_MESSAGES.score).min(0, PICK_MESSAGES.score).max(MAX_SCORE, PICK_MESSAGES.score).nullable().optional();

/** A predicted score pair agrees with the winner: HOME needs home > away, AWAY needs away > home (a tie never does). */
function scoresFavorWinner(winner: Side, home: number, away: number): boolean {
  return winner === "HOME" ? home > away : away > home;
}

/**
 * POST /api/picks body (SPEC §3 Pick, §5 "Pick", §7). Scores and over/under are optional and
 * nullable; when both scores are given they must favour the picked winner (so ties are rejected).
 */
export const pickInputSchema = z
  .object({
    gameId: z.uuid("Game id must be a UUID"),
    winner: z.enum(SIDES, PICK_MESSAGES.winner),
    predHomeScore: predictedScore,
    predAwayScore: predictedScore,
    predOverUnder: z.enum(OVER_UNDER_CHOICES, PICK_MESSAGES.overUnder).nullable().optional(),
  })
  .superRefine((pick, ctx) => {
    const { winner, predHomeScore: home, predAwayScore: away } = pick;
    if (home != null && away != null && !scoresFavorWinner(winner, home, away)) {
      ctx.addIssue({ code: "custom", message: PICK_MESSAGES.favor, path: ["predHomeScore"] });
    }
  });
export type PickInput = z.infer<typeof pickInputSchema>;

export interface PickDraft {
  winner?: "HOME" | "AWAY" | null;
  predHomeScore?: number | null;
  predAwayScore?: number | null;
}

const validScore = (n: number | null | undefined) => n == null || (Number.isInteger(n) && n >= 0);

/**
 * Client autosave gate (SPEC §5 "Pick"): false with no winner, a negative (or non-whole) score,
 * or both scores given as a tie. Also false when both scores favour the other team, because the
 * server would reject that pick and the inputs would revert.
 */
export function shouldSendPick(draft: PickDraft): boolean {
  const { winner, predHomeScore: home, predAwayScore: away } = draft;
  if (winner !== "HOME" && winner !== "AWAY") return false;
  if (!validScore(home) || !validScore(away)) return false;
  if (home != null && away != null) return scoresFavorWinner(winner, home, away);
  return true;
}
