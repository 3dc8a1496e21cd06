import { z } from "zod";

/**
 * The points settings contract (SPEC §3 "Points settings"; §7 GET /api/settings/points and
 * PUT /api/admin/settings/points carry these ten fields). This is the single definition;
 * shared/domain/scoring.ts re-exports it, and shared/domain/points-settings.ts holds the defaults.
 */

const bonus = z.number().int("Points must be whole numbers").min(0, "Points must be 0 or more");

export const pointsSettingsSchema = z.object({
  correctWinner: bonus,
  /** A penalty: may be negative ("Incorrect Winner (penalty, use negative)"). */
  incorrectWinner: z.number().int("Points must be whole numbers"),
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
