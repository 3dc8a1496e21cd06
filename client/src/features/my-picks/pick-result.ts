import type { MyPickDto } from "@shared/contracts/games";
import { PICK_REASONS, pickOutcome, toPointsReason } from "@shared/domain/scoring";

export type PickResult = "correct" | "incorrect" | "pending";

/** The shared outcome once the game is final (a tie is incorrect); pending before. */
export function pickResult(pick: Pick<MyPickDto, "winner" | "game">): PickResult {
  return (pick.game.status === "final" && pickOutcome(pick, pick.game)) || "pending";
}

export const pickPoints = (pick: Pick<MyPickDto, "pointsTxns">) =>
  pick.pointsTxns.reduce((sum, t) => sum + t.amount, 0);

/** "+3", "0", "-1" */
export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** "+3 pts" */
export const formatPoints = (points: number) => `${signed(points)} pts`;

export interface PicksSummary {
  total: number;
  correct: number;
  incorrect: number;
  pending: number;
  points: number;
}

export function summarize(picks: readonly MyPickDto[]): PicksSummary {
  const summary: PicksSummary = { total: picks.length, correct: 0, incorrect: 0, pending: 0, points: 0 };
  for (const pick of picks) {
    summary[pickResult(pick)] += 1;
    summary.points += pickPoints(pick);
  }
  return summary;
}

const reasonRank = (reason: string) => {
  const known = toPointsReason(reason);
  return known === null ? PICK_REASONS.length : PICK_REASONS.indexOf(known);
};

/** The transactions in the scoring order (winner first, then the bonuses); unknown reasons last. */
export const orderedTxns = (txns: MyPickDto["pointsTxns"]) =>
  [...txns].sort((a, b) => reasonRank(a.reason) - reasonRank(b.reason));
