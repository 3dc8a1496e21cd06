/**
 * The points ledger's vocabulary: where points come from and the stable reason codes stored with
 * them. Texts for people are produced from the codes at the edge (RULES §3 "Reasons recognised by
 * text"); a stored code never changes meaning.
 */
export const LEDGER_SOURCES = ["pick", "trivia", "streak", "league_trivia", "league_pick"] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export const PICK_REASONS = [
  "correct_winner",
  "incorrect_winner",
  "exact_score",
  "correct_margin",
  "over_under",
  "upset_bonus",
] as const;
export type PickReason = (typeof PICK_REASONS)[number];

/**
 * What a league pick can earn (issue 20): the site's reasons, a cover against the spread, a
 * confidence value; `void` (worth 0) marks a pick of a game the owner voided (decision 025).
 */
export const LEAGUE_PICK_REASONS = [...PICK_REASONS, "covered", "confidence_correct", "void"] as const;
export type LeaguePickReason = (typeof LEAGUE_PICK_REASONS)[number];

export const REASONS_BY_SOURCE = {
  pick: PICK_REASONS,
  trivia: ["trivia_correct"],
  streak: ["streak_bonus"],
  league_trivia: ["league_trivia_correct"],
  league_pick: LEAGUE_PICK_REASONS,
} as const satisfies Record<LedgerSource, readonly string[]>;

export type ReasonCode = (typeof REASONS_BY_SOURCE)[LedgerSource][number];
export const REASON_CODES = [...new Set(Object.values(REASONS_BY_SOURCE).flat())] as ReasonCode[];

export const REASON_TEXT: Record<ReasonCode, string> = {
  correct_winner: "Correct winner",
  incorrect_winner: "Incorrect winner",
  exact_score: "Exact score",
  correct_margin: "Correct margin",
  over_under: "Over/under",
  upset_bonus: "Upset bonus",
  trivia_correct: "Trivia answer",
  streak_bonus: "Streak bonus",
  league_trivia_correct: "League trivia answer",
  covered: "Covered the spread",
  confidence_correct: "Confidence points",
  void: "Game voided by the league",
};
