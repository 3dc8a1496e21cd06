import { type PointsSettings, pointsSettingsSchema } from "../contracts/points.ts";
import { defaultPointsSettings } from "./default-points-settings.ts";

export { defaultPointsSettings };

/**
 * Reads a stored settings value (a settings row's valueJson) that may be missing or partial:
 * each field that is present and valid is kept; every other field takes its default.
 */
export function resolvePointsSettings(stored: unknown): PointsSettings {
  const result: PointsSettings = { ...defaultPointsSettings };
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return result;
  const record = stored as Record<string, unknown>;
  const fields = pointsSettingsSchema.shape;
  for (const key of Object.keys(fields) as (keyof PointsSettings)[]) {
    const parsed = fields[key].safeParse(record[key]);
    if (parsed.success) (result as Record<string, number | boolean>)[key] = parsed.data;
  }
  return result;
}

/** RULES §5 "Points inputs": integers; non-numeric input becomes 0 ("3.7" reads as 3). */
export function pointsInputValue(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export type PointsNumberKey = Exclude<keyof PointsSettings, `${string}Enabled`>;

/**
 * What is wrong with a typed points value, in the words the server answers with (the contract's
 * bounds: 0 or more except the Incorrect Winner penalty, at most 1000), or null when it can be sent.
 */
export function pointsFieldProblem(key: PointsNumberKey, raw: string): string | null {
  const parsed = pointsSettingsSchema.shape[key].safeParse(pointsInputValue(raw));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid points value");
}
