import { type TriviaSettings, triviaSettingsSchema } from "@shared/contracts/settings";
import { DEFAULT_STREAK_BONUS, STREAK_BONUS_MAX, type StreakBonusSettings } from "@shared/domain/trivia-streak";
import { readTimeLimit, TRIVIA_TIME_LIMIT } from "@shared/domain/trivia-time-limit";

export type TriviaSettingsKey = keyof TriviaSettings;
export type TriviaSettingsDraft = Record<TriviaSettingsKey, string>;

export interface TriviaSettingsField {
  key: TriviaSettingsKey;
  label: string;
  hint: string;
  min: number;
  max: number;
}

export const TRIVIA_SETTINGS_FIELDS: readonly TriviaSettingsField[] = [
  {
    key: "answerTimeLimit",
    label: "Answer Time Limit (seconds)",
    hint: `Between ${TRIVIA_TIME_LIMIT.min} and ${TRIVIA_TIME_LIMIT.max} seconds per question.`,
    min: TRIVIA_TIME_LIMIT.min,
    max: TRIVIA_TIME_LIMIT.max,
  },
  {
    key: "streakBonusFromDay",
    label: "Streak Bonus From Day",
    hint: "The day of a streak (days in a row) on which the daily bonus starts.",
    min: 1,
    max: STREAK_BONUS_MAX,
  },
  {
    key: "streakBonusPoints",
    label: "Daily Streak Bonus (points)",
    hint: "Added to each day's score from that day on.",
    min: 0,
    max: STREAK_BONUS_MAX,
  },
  {
    key: "weeklyStreakBonusPoints",
    label: "Weekly Streak Bonus (points)",
    hint: "Added on top on every 7th day of a streak.",
    min: 0,
    max: STREAK_BONUS_MAX,
  },
];

/**
 * The time limit keeps RULES §5's rule (non-numeric is 10); the streak amounts follow it (non-numeric
 * back to the shared default). Numbers stay as typed, whole: one out of range is an error, not a clamp.
 */
export function readSetting(field: TriviaSettingsField, raw: string): number {
  if (field.key === "answerTimeLimit") return readTimeLimit(raw);
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : DEFAULT_STREAK_BONUS[field.key as keyof StreakBonusSettings];
}

/** What is wrong with a typed value, in the server's words (the settings contract), or null when it can be sent. */
export function settingProblem(field: TriviaSettingsField, raw: string): string | null {
  const parsed = triviaSettingsSchema.shape[field.key].safeParse(readSetting(field, raw));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid value");
}

export const draftProblems = (draft: TriviaSettingsDraft) =>
  Object.fromEntries(TRIVIA_SETTINGS_FIELDS.map((f) => [f.key, settingProblem(f, draft[f.key])])) as Record<
    TriviaSettingsKey,
    string | null
  >;

export const draftOf = (settings: TriviaSettings): TriviaSettingsDraft =>
  Object.fromEntries(TRIVIA_SETTINGS_FIELDS.map((f) => [f.key, String(settings[f.key])])) as TriviaSettingsDraft;

export const readSettings = (draft: TriviaSettingsDraft): TriviaSettings =>
  Object.fromEntries(
    TRIVIA_SETTINGS_FIELDS.map((f) => [f.key, readSetting(f, draft[f.key])]),
  ) as unknown as TriviaSettings;
