import type { Side } from "./enums.ts";

/*
 * RULES §5 "Pick" rules without a schema library: the browser checks a pick with them before it
 * sends one, and pick.ts builds the server's schema from the same rules and messages.
 */

export const PICK_MESSAGES = {
  winner: "A winner is required",
  score: "Predicted scores must be whole numbers from 0 to 999",
  overUnder: "Over/under must be over or under",
  favor: "Predicted score must favor your picked winner",
  tie: "Predicted scores can't be tied: your picked winner must score more",
} as const;

/** No football score reaches 999; the bound keeps absurd numbers (2^31 and up) out of integer columns. */
export const MAX_SCORE = 999;
/** The database's picks CHECK holds this bound too (server/db/schema/picks.ts). */
export const MIN_SCORE = 0;

/** A predicted score pair agrees with the winner: HOME needs home > away, AWAY needs away > home (a tie never does). */
function scoresFavorWinner(winner: Side, home: number, away: number): boolean {
  return winner === "HOME" ? home > away : away > home;
}

/** RULES §5 "Pick" for two given scores: the rule they break, or null when they favour the winner. */
export function scoresProblem(winner: Side, home: number, away: number): string | null {
  if (home === away) return PICK_MESSAGES.tie;
  return scoresFavorWinner(winner, home, away) ? null : PICK_MESSAGES.favor;
}

export interface PickDraft {
  winner?: Side | null;
  predHomeScore?: number | null;
  predAwayScore?: number | null;
}

const validScore = (n: number | null | undefined) =>
  n == null || (Number.isInteger(n) && n >= MIN_SCORE && n <= MAX_SCORE);

/**
 * The rule a winner and predicted scores break, in the words the server answers with (the
 * schema in pick.ts gives the same first message), or null when the pick may be saved: a winner is
 * required; scores are whole numbers from 0 to 999; two scores may not tie and must favour the winner.
 */
export function pickProblem(draft: PickDraft): string | null {
  const { winner, predHomeScore: home, predAwayScore: away } = draft;
  if (winner !== "HOME" && winner !== "AWAY") return PICK_MESSAGES.winner;
  if (!validScore(home) || !validScore(away)) return PICK_MESSAGES.score;
  return home != null && away != null ? scoresProblem(winner, home, away) : null;
}

/** Client autosave gate (RULES §5 "Pick"): a pick is sent only when the server would accept it. */
export function shouldSendPick(draft: PickDraft): boolean {
  return pickProblem(draft) === null;
}

/**
 * Flipping the winner keeps the predicted scoreline and gives it to the new winner (docs/decisions/008):
 * when both scores are given and the side now picked trails, the two scores swap, so Alabama 31–20
 * becomes Auburn 31–20 rather than a pick the server refuses. A tie or a single score stays as typed.
 */
export function swapsScoresFor(
  winner: Side,
  home: number | null | undefined,
  away: number | null | undefined,
): boolean {
  if (home == null || away == null || !validScore(home) || !validScore(away)) return false;
  return home !== away && !scoresFavorWinner(winner, home, away);
}
