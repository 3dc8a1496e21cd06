import type { PointsSettings } from "../contracts/points.ts";
import { defaultPointsSettings } from "./default-points-settings.ts";
import type { OverUnderChoice, Side } from "./enums.ts";
import { PICK_REASONS, type PickReason, REASON_TEXT } from "./ledger.ts";
import { parseSpread, sameTeamName } from "./spread.ts";

export { defaultPointsSettings, PICK_REASONS, type PickReason, type PointsSettings };

/** Stable reason codes of the pick rules (shared/domain/ledger.ts); texts come from REASON_TEXT. */
export const REASON_CORRECT_WINNER = "correct_winner" satisfies PickReason;
export const REASON_INCORRECT_WINNER = "incorrect_winner" satisfies PickReason;
export const REASON_EXACT_SCORE = "exact_score" satisfies PickReason;
export const REASON_CORRECT_MARGIN = "correct_margin" satisfies PickReason;
export const REASON_OVER_UNDER = "over_under" satisfies PickReason;
export const REASON_UPSET_BONUS = "upset_bonus" satisfies PickReason;

/** The code of a pick reason text, ignoring case and surrounding space ("over/under" → "over_under"). */
export function toPointsReason(text: string): PickReason | null {
  const wanted = text.trim().toLowerCase();
  return PICK_REASONS.find((code) => REASON_TEXT[code].toLowerCase() === wanted) ?? null;
}

export type { Side };

export type PickOutcome = "correct" | "incorrect";

/**
 * A graded pick's outcome: correct when the picked side won the final score, incorrect otherwise
 * (a tie has no winner). None (null) until both final scores are known: a void game has no outcome.
 */
export function pickOutcome(
  pick: { winner: Side },
  game: { finalHomeScore: number | null; finalAwayScore: number | null },
): PickOutcome | null {
  if (game.finalHomeScore === null || game.finalAwayScore === null) return null;
  return winnerOf(game.finalHomeScore, game.finalAwayScore) === pick.winner ? "correct" : "incorrect";
}

/** The side that won a final score; a tie has no winner. */
export function winnerOf(homeScore: number, awayScore: number): Side | null {
  return homeScore > awayScore ? "HOME" : awayScore > homeScore ? "AWAY" : null;
}

export interface GradablePick {
  winner: Side;
  predHomeScore?: number | null;
  predAwayScore?: number | null;
  predOverUnder?: OverUnderChoice | null;
}

export interface GradableGame {
  homeTeam: string;
  awayTeam: string;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
  /** "{team} -3.5" */
  spread?: string | null;
  /** The total line, e.g. "52.5". */
  overUnder?: string | number | null;
  homeTeamRank?: number | null;
  awayTeamRank?: number | null;
}

type OverUnderGame = Pick<GradableGame, "finalHomeScore" | "finalAwayScore" | "overUnder">;

/** The side of the total line a final score landed on: above → over, below → under; null on a push, without a line or a final score. */
export function overUnderResultOf(game: OverUnderGame): OverUnderChoice | null {
  const line = parseOverUnder(game.overUnder);
  if (line === null || !isScore(game.finalHomeScore) || !isScore(game.finalAwayScore)) return null;
  const total = game.finalHomeScore + game.finalAwayScore;
  return total > line ? "over" : total < line ? "under" : null;
}

/**
 * A graded over/under call, like pickOutcome for the winner: correct when it matches the result,
 * incorrect otherwise (a push earns nothing, as a tie does). Null without a call, a line or a final score.
 */
export function overUnderOutcome(pick: Pick<GradablePick, "predOverUnder">, game: OverUnderGame): PickOutcome | null {
  if (
    !pick.predOverUnder ||
    parseOverUnder(game.overUnder) === null ||
    !isScore(game.finalHomeScore) ||
    !isScore(game.finalAwayScore)
  )
    return null;
  return overUnderResultOf(game) === pick.predOverUnder ? "correct" : "incorrect";
}

export interface PointsLine {
  reason: PickReason;
  amount: number;
}

/**
 * The total line as a number: a number, or text holding exactly one number ("52.5", "O/U 52.5").
 * Null when missing, unreadable or not above 0.
 */
export function parseOverUnder(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? text : null;
  const numbers = (text ?? "").match(/\d+(?:\.\d+)?/g);
  if (numbers?.length !== 1) return null;
  const line = Number(numbers[0]);
  return line > 0 ? line : null;
}

const rankOf = (rank: number | null | undefined) => (typeof rank === "number" && rank > 0 ? rank : null);

/**
 * The underdog side:
 * - If the spread parses and names the home or away team, the side it does not favour
 *   ("-" favours the named team, "+" makes it the underdog); a 0 line means no underdog.
 * - Otherwise (no spread, unparseable, or naming neither team) by rank, where 1 is best: the
 *   lower-ranked team, or the unranked team facing a ranked one. Neither ranked or equal ranks → null.
 */
export function underdogOf(
  game: Pick<GradableGame, "homeTeam" | "awayTeam" | "spread" | "homeTeamRank" | "awayTeamRank">,
): Side | null {
  const spread = parseSpread(game.spread);
  const named: Side | null = !spread
    ? null
    : sameTeamName(spread.team, game.homeTeam)
      ? "HOME"
      : sameTeamName(spread.team, game.awayTeam)
        ? "AWAY"
        : null;
  if (spread && named) {
    if (spread.points === 0) return null;
    const other: Side = named === "HOME" ? "AWAY" : "HOME";
    return spread.points < 0 ? other : named;
  }
  const home = rankOf(game.homeTeamRank);
  const away = rankOf(game.awayTeamRank);
  if (home === null && away === null) return null;
  if (home === null) return "HOME";
  if (away === null) return "AWAY";
  if (home === away) return null;
  return home > away ? "HOME" : "AWAY";
}

const isScore = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/**
 * Grades one pick against a finalized game. One line per rule that fires and is worth points: a
 * rule worth 0 (by default the Incorrect winner) moves nothing and writes nothing; the pick's
 * outcome is pickOutcome's, whatever the rules are worth. No lines until both final scores are known.
 * - Correct winner (+correctWinner) or Incorrect winner (incorrectWinner, may be negative or 0).
 *   A tied final has no winner, so every pick is an Incorrect winner.
 * - Exact score: enabled, both predicted scores given, both equal the final, and the winner is correct.
 * - Correct margin: enabled, both predicted scores given, predicted home − away equals the actual
 *   home − away, the winner is correct, and Exact score did not fire (an exact score earns the
 *   Exact score bonus instead of both; with Exact score disabled, an exact prediction earns the margin).
 * - Over/under: enabled, the pick chose over or under, and the game has a line; total above the
 *   line → over wins, below → under wins, equal → push (nothing). A wrong choice earns nothing.
 * - Upset bonus: enabled, the winner is correct and the picked side is underdogOf(game).
 */
export function gradePick(pick: GradablePick, game: GradableGame, settings: PointsSettings): PointsLine[] {
  const home = game.finalHomeScore;
  const away = game.finalAwayScore;
  if (!isScore(home) || !isScore(away)) return [];

  const lines: PointsLine[] = [];
  const winnerCorrect = pickOutcome(pick, { finalHomeScore: home, finalAwayScore: away }) === "correct";
  lines.push(
    winnerCorrect
      ? { reason: REASON_CORRECT_WINNER, amount: settings.correctWinner }
      : { reason: REASON_INCORRECT_WINNER, amount: settings.incorrectWinner },
  );

  const predHome = pick.predHomeScore;
  const predAway = pick.predAwayScore;
  const predicted = isScore(predHome) && isScore(predAway);
  const exact = predicted && predHome === home && predAway === away;
  const exactFired = settings.exactScoreEnabled && winnerCorrect && exact;
  if (exactFired) lines.push({ reason: REASON_EXACT_SCORE, amount: settings.exactScore });
  if (
    settings.correctMarginEnabled &&
    winnerCorrect &&
    predicted &&
    !exactFired &&
    predHome - predAway === home - away
  ) {
    lines.push({ reason: REASON_CORRECT_MARGIN, amount: settings.correctMargin });
  }

  if (settings.overUnderEnabled && pick.predOverUnder && overUnderOutcome(pick, game) === "correct") {
    lines.push({ reason: REASON_OVER_UNDER, amount: settings.overUnderCorrect });
  }

  if (settings.upsetBonusEnabled && winnerCorrect && underdogOf(game) === pick.winner) {
    lines.push({ reason: REASON_UPSET_BONUS, amount: settings.upsetBonus });
  }
  return lines.filter((l) => l.amount !== 0);
}

export const totalPoints = (lines: readonly Pick<PointsLine, "amount">[]): number =>
  lines.reduce((sum, l) => sum + l.amount, 0);
