import { z } from "zod";

export const TRIVIA_TIME_LIMIT_DEFAULT = 10;

export const triviaSettingsSchema = z.object({
  answerTimeLimit: z
    .number({ error: "Answer time limit must be a number of seconds" })
    .int("Answer time limit must be a whole number of seconds")
    .min(1, "Answer time limit must be between 1 and 300 seconds")
    .max(300, "Answer time limit must be between 1 and 300 seconds"),
});
export type TriviaSettings = z.infer<typeof triviaSettingsSchema>;
