import { DEFAULT_TRIVIA_SETTINGS } from "@shared/contracts/settings";
import { describe, expect, it } from "vitest";
import { triviaRules } from "./trivia-rules";

const day = { questionsPerDay: 3, pointsPerCorrect: 1 };

describe("the How It Works trivia rules", () => {
  it("state the default streak bonus: from day 3 +1 a day, every 7th day +2 more", () => {
    const rules = triviaRules(DEFAULT_TRIVIA_SETTINGS, day);
    expect(rules).toContain(
      "Answer every day to build a streak. From day 3 in a row, each day earns a streak bonus of +1 point, and every 7th day (7, 14, 21…) earns +2 points more.",
    );
  });

  it("state the countdown rule with the configured time limit", () => {
    const rules = triviaRules({ ...DEFAULT_TRIVIA_SETTINGS, answerTimeLimit: 20 }, day);
    expect(rules[1]).toMatch(/^Unlock one question at a time\. Its 20-second countdown runs on the server's clock/);
    expect(rules[1]).toContain("counts as no answer");
  });

  it("follow changed streak amounts", () => {
    const rules = triviaRules(
      { ...DEFAULT_TRIVIA_SETTINGS, streakBonusFromDay: 5, streakBonusPoints: 2, weeklyStreakBonusPoints: 0 },
      day,
    );
    expect(rules[3]).toBe(
      "Answer every day to build a streak. From day 5 in a row, each day earns a streak bonus of +2 points.",
    );
    const weeklyOnly = triviaRules({ ...DEFAULT_TRIVIA_SETTINGS, streakBonusPoints: 0 }, day);
    expect(weeklyOnly[3]).toBe(
      "Answer every day to build a streak. From day 3 in a row, every 7th day (7, 14, 21…) earns a streak bonus of +2 points.",
    );
    const none = triviaRules({ ...DEFAULT_TRIVIA_SETTINGS, streakBonusPoints: 0, weeklyStreakBonusPoints: 0 }, day);
    expect(none[3]).toBe("Answer every day to build a streak; there is no streak bonus right now.");
  });

  it("say league trivia counts only in its league", () => {
    expect(triviaRules(DEFAULT_TRIVIA_SETTINGS, day)[4]).toContain("counts only in that league's standings");
  });
});
