import { z } from "zod";
import { LEAGUE_DEADLINES, LEAGUE_SLATES, PICK_MODES } from "../domain/enums.ts";
import { pointsSettingsSchema } from "./points.ts";

/** A league's format (issue 20): every field's API name is the contract. */
export const pickModeSchema = z.enum(PICK_MODES, { error: "pickMode must be straight or spread" });
export const leagueSlateSchema = z.enum(LEAGUE_SLATES, { error: "slate must be power5, ranked or selected" });
export const leagueDeadlineSchema = z.enum(LEAGUE_DEADLINES, { error: "deadline must be kickoff or first_kickoff" });

export const leagueRulesSchema = z.object({
  pickMode: pickModeSchema,
  confidence: z.boolean({ error: "confidence must be true or false" }),
  slate: leagueSlateSchema,
  deadline: leagueDeadlineSchema,
  tiebreaker: z.boolean({ error: "tiebreaker must be true or false" }),
  points: pointsSettingsSchema,
});

/** On Create League and in Settings every rule is optional: a missing one keeps its default or current value. */
export const leagueRulesInputSchema = leagueRulesSchema.partial();
