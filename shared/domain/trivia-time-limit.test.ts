import { describe, expect, it } from "vitest";
import { triviaSettingsUpdateSchema as triviaSettingsSchema } from "../contracts/settings.ts";
import { readTimeLimit, TRIVIA_TIME_LIMIT } from "./trivia-time-limit.ts";

describe("the trivia time limit", () => {
  it("falls back to 10 for non-numeric input and clamps numbers to 1–300", () => {
    expect(readTimeLimit("abc")).toBe(10);
    expect(readTimeLimit("")).toBe(10);
    expect(readTimeLimit("0")).toBe(1);
    expect(readTimeLimit(" 45 ")).toBe(45);
    expect(readTimeLimit("301")).toBe(300);
  });

  it("accepts on the server exactly what the admin form can produce", () => {
    for (const raw of ["abc", "-5", "1", "150", "300", "9999"]) {
      expect(triviaSettingsSchema.safeParse({ answerTimeLimit: readTimeLimit(raw) }).success).toBe(true);
    }
    expect(triviaSettingsSchema.safeParse({ answerTimeLimit: TRIVIA_TIME_LIMIT.max + 1 }).success).toBe(false);
    expect(triviaSettingsSchema.safeParse({ answerTimeLimit: TRIVIA_TIME_LIMIT.min - 1 }).success).toBe(false);
  });
});
