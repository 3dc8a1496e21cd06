import { z } from "zod";

/**
 * The points settings contract (RULES §3 "Points settings"; §7 GET /api/settings/points and
 * PUT /api/admin/settings/points carry these ten fields). This is the single definition;
 * shared/domain/scoring.ts re-exports it, and shared/domain/points-settings.ts holds the defaults.
 */

/** A bound far beyond any sensible rule, so a typo cannot overflow every later grading. */
export const MAX_POINTS = 1000;

const bonus = z
  .number()
  .int("Points must be whole numbers")
  .min(0, "Points must be 0 or more")
  .max(MAX_POINTS, `Points must be at most ${MAX_POINTS}`);

export const pointsSettingsSchema = z.object({
  correctWinner: bonus,
  /** A penalty: may be negative ("Incorrect Winner (penalty, use negative)"). */
  incorrectWinner: z
    .number()
    .int("Points must be whole numbers")
    .min(-MAX_POINTS, `Points must be at least -${MAX_POINTS}`)
    .max(MAX_POINTS, `Points must be at most ${MAX_POINTS}`),
  exactScore: bonus,
  correctMargin: bonus,
  overUnderCorrect: bonus,
  upsetBonus: bonus,
  exactScoreEnabled: z.boolean(),
  correctMarginEnabled: z.boolean(),
  overUnderEnabled: z.boolean(),
  upsetBonusEnabled: z.boolean(),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;
