import { describe, expect, it } from "vitest";
import { DEFAULT_TRIVIA_SETTINGS } from "@shared/contracts/settings";
import { draftOf, readSettings } from "./trivia-settings-draft";

describe("the Trivia Settings form", () => {
  it("round-trips saved settings", () => {
    const saved = { answerTimeLimit: 25, streakBonusFromDay: 5, streakBonusPoints: 2, weeklyStreakBonusPoints: 4 };
    expect(readSettings(draftOf(saved))).toEqual(saved);
  });

  it("keeps the time limit rule: 1 to 300, non-numeric becomes 10", () => {
    const base = draftOf(DEFAULT_TRIVIA_SETTINGS);
    expect(readSettings({ ...base, answerTimeLimit: "abc" }).answerTimeLimit).toBe(10);
    expect(readSettings({ ...base, answerTimeLimit: "0" }).answerTimeLimit).toBe(1);
    expect(readSettings({ ...base, answerTimeLimit: "301" }).answerTimeLimit).toBe(300);
  });

  it("clamps the streak amounts to their ranges and reads non-numeric as the default", () => {
    const read = readSettings({ answerTimeLimit: "10", streakBonusFromDay: "0", streakBonusPoints: "-3", weeklyStreakBonusPoints: "x" });
    expect(read).toEqual({ answerTimeLimit: 10, streakBonusFromDay: 1, streakBonusPoints: 0, weeklyStreakBonusPoints: 2 });
    expect(readSettings({ ...draftOf(DEFAULT_TRIVIA_SETTINGS), streakBonusPoints: "1000" }).streakBonusPoints).toBe(100);
  });

  it("drops decimals like the time limit does", () => {
    expect(readSettings({ ...draftOf(DEFAULT_TRIVIA_SETTINGS), streakBonusFromDay: "4.7" }).streakBonusFromDay).toBe(4);
  });
});
