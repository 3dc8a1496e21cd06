import { z } from "zod";
import { DEFAULT_STREAK_BONUS, STREAK_BONUS_MAX } from "../domain/trivia-streak.ts";
import { TRIVIA_TIME_LIMIT } from "../domain/trivia-time-limit.ts";

const outOfRange = `Answer time limit must be between ${TRIVIA_TIME_LIMIT.min} and ${TRIVIA_TIME_LIMIT.max} seconds`;

const streakNumber = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(STREAK_BONUS_MAX, `${label} must be at most ${STREAK_BONUS_MAX}`);

const streakFields = {
  streakBonusFromDay: streakNumber("Streak bonus start day", 1),
  streakBonusPoints: streakNumber("Streak bonus points", 0),
  weeklyStreakBonusPoints: streakNumber("Weekly streak bonus points", 0),
};

export const answerTimeLimitSchema = z
  .number({ error: "Answer time limit must be a number of seconds" })
  .int("Answer time limit must be a whole number of seconds")
  .min(TRIVIA_TIME_LIMIT.min, outOfRange)
  .max(TRIVIA_TIME_LIMIT.max, outOfRange);

/** Stored and answered trivia settings: the time limit (RULES) and our streak bonus amounts. */
export const triviaSettingsSchema = z.object({ answerTimeLimit: answerTimeLimitSchema, ...streakFields });
export type TriviaSettings = z.infer<typeof triviaSettingsSchema>;

/** PUT /api/admin/settings/trivia: the rules' answerTimeLimit; the streak amounts are optional and kept when left out. */
export const triviaSettingsUpdateSchema = triviaSettingsSchema.partial().required({ answerTimeLimit: true });
export type TriviaSettingsUpdate = z.infer<typeof triviaSettingsUpdateSchema>;

export const DEFAULT_TRIVIA_SETTINGS: TriviaSettings = {
  answerTimeLimit: TRIVIA_TIME_LIMIT.fallback,
  ...DEFAULT_STREAK_BONUS,
};
