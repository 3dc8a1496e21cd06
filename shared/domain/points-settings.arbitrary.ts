import fc from "fast-check";
import type { PointsSettings } from "../contracts/points.ts";

/** Any points settings the admin editor can save: bonuses 0..max, a penalty -max/2..0, flags on or off (tests only). */
export function pointsSettingsArbitrary(max: number): fc.Arbitrary<PointsSettings> {
  const amount = fc.integer({ min: 0, max });
  return fc.record({
    correctWinner: amount,
    incorrectWinner: fc.integer({ min: -Math.ceil(max / 2), max: 0 }),
    exactScore: amount,
    correctMargin: amount,
    overUnderCorrect: amount,
    upsetBonus: amount,
    exactScoreEnabled: fc.boolean(),
    correctMarginEnabled: fc.boolean(),
    overUnderEnabled: fc.boolean(),
    upsetBonusEnabled: fc.boolean(),
  });
}
