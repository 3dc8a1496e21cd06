import { countedConfidence, spreadResult } from "./league-card.ts";
import type { LeagueRules } from "./league-rules.ts";
import { LEAGUE_PICK_REASONS, type LeaguePickReason } from "./ledger.ts";
import {
  type GradableGame,
  type GradablePick,
  gradePick,
  REASON_INCORRECT_WINNER,
  REASON_UPSET_BONUS,
  underdogOf,
  winnerOf,
} from "./scoring.ts";

export { LEAGUE_PICK_REASONS, type LeaguePickReason };

export interface LeaguePickLine {
  reason: LeaguePickReason;
  amount: number;
}

export interface LeaguePick extends GradablePick {
  confidence?: number | null;
  /** The home team's line stored with a spread pick. */
  line?: number | null;
}

/** Where a pick's game stands in its league's week: its slate's size (N) and whether it is voided there. */
export interface PickPlace {
  slateSize: number;
  voided?: boolean;
}

/** A voided game's pick: worth nothing, recorded. */
export const VOID_LINE: LeaguePickLine = { reason: "void", amount: 0 };

const worth = (lines: LeaguePickLine[]) => lines.filter((line) => line.amount !== 0);

/**
 * A pick's points under a league's rules (issue 20):
 * - straight without confidence: the site's rules with the league's points (every rule, so the
 *   week page's score predictions count in a league that plays on them);
 * - straight with confidence: a correct winner earns its confidence value instead of the winner
 *   points, plus the upset bonus when it is on; a wrong one the incorrect-winner points;
 * - against the spread: a cover earns the winner points (its confidence value in a confidence
 *   league); a push and a miss earn nothing, and no other rule applies.
 * Rules worth 0 give no line, as on the site. In a league whose owner voided the game, a pick
 * earns nothing and gets one `void` line worth 0, the ledger's record of it (decision 025). A
 * confidence value counts within 1..N only, N the slate's size (`countedConfidence`, decision 053).
 */
export function gradeLeaguePick(
  rules: LeagueRules,
  pick: LeaguePick,
  game: GradableGame,
  place: PickPlace,
): LeaguePickLine[] {
  const home = game.finalHomeScore;
  const away = game.finalAwayScore;
  if (home === null || away === null) return [];
  if (place.voided) return [VOID_LINE];
  const confidence = countedConfidence(pick.confidence, place.slateSize);
  const points = rules.points;
  if (rules.pickMode === "spread") {
    if (pick.line === null || pick.line === undefined) return [];
    if (spreadResult(pick.winner, pick.line, home, away) !== "covered") return [];
    return worth([
      rules.confidence
        ? { reason: "confidence_correct", amount: confidence }
        : { reason: "covered", amount: points.correctWinner },
    ]);
  }
  if (!rules.confidence) return gradePick(pick, game, points);
  if (winnerOf(home, away) !== pick.winner) {
    return worth([{ reason: REASON_INCORRECT_WINNER, amount: points.incorrectWinner }]);
  }
  const lines: LeaguePickLine[] = [{ reason: "confidence_correct", amount: confidence }];
  if (points.upsetBonusEnabled && underdogOf(game) === pick.winner) {
    lines.push({ reason: REASON_UPSET_BONUS, amount: points.upsetBonus });
  }
  return worth(lines);
}
