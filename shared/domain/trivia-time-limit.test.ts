import { describe, expect, it } from "vitest";
import { triviaSettingsUpdateSchema as triviaSettingsSchema } from "../contracts/settings.ts";
import { readTimeLimit, TRIVIA_TIME_LIMIT } from "./trivia-time-limit.ts";

describe("the trivia time limit", () => {
  it("falls back to 10 for non-numeric input and keeps numbers as typed, in whole seconds", () => {
    expect(readTimeLimit("abc")).toBe(10);
    expect(readTimeLimit("")).toBe(10);
    expect(readTimeLimit("0")).toBe(0);
    expect(readTimeLimit(" 45 ")).toBe(45);
    expect(readTimeLimit("45.9")).toBe(45);
    expect(readTimeLimit("500")).toBe(500);
  });

  it("gives the server 1 to 300 as typed and leaves numbers outside for it to refuse", () => {
    for (const raw of ["abc", "1", "150", "300"]) {
      expect(triviaSettingsSchema.safeParse({ answerTimeLimit: readTimeLimit(raw) }).success).toBe(true);
    }
    for (const raw of ["-5", "0", "301", "9999"]) {
      expect(triviaSettingsSchema.safeParse({ answerTimeLimit: readTimeLimit(raw) }).success).toBe(false);
    }
    expect(triviaSettingsSchema.safeParse({ answerTimeLimit: TRIVIA_TIME_LIMIT.max + 1 }).success).toBe(false);
    expect(triviaSettingsSchema.safeParse({ answerTimeLimit: TRIVIA_TIME_LIMIT.min - 1 }).success).toBe(false);
  });
});
