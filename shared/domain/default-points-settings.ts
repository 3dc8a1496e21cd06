import type { PointsSettings } from "../contracts/points.ts";

// Apart from the settings schema (points-settings.ts), so pages that only show or grade points load no schema library.

/** RULES §9 "Default scoring": +1, 0, +2, +1, +1, +2; RULES §3: the four flags default to true. */
export const defaultPointsSettings: Readonly<PointsSettings> = Object.freeze({
  correctWinner: 1,
  incorrectWinner: 0,
  exactScore: 2,
  correctMargin: 1,
  overUnderCorrect: 1,
  upsetBonus: 2,
  exactScoreEnabled: true,
  correctMarginEnabled: true,
  overUnderEnabled: true,
  upsetBonusEnabled: true,
});
