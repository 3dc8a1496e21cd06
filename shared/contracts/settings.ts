import { z } from "zod";
import { TRIVIA_TIME_LIMIT } from "../domain/trivia-time-limit.ts";

const outOfRange = `Answer time limit must be between ${TRIVIA_TIME_LIMIT.min} and ${TRIVIA_TIME_LIMIT.max} seconds`;

export const triviaSettingsSchema = z.object({
  answerTimeLimit: z
    .number({ error: "Answer time limit must be a number of seconds" })
    .int("Answer time limit must be a whole number of seconds")
    .min(TRIVIA_TIME_LIMIT.min, outOfRange)
    .max(TRIVIA_TIME_LIMIT.max, outOfRange),
});
export type TriviaSettings = z.infer<typeof triviaSettingsSchema>;
