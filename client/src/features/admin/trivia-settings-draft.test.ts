import { DEFAULT_TRIVIA_SETTINGS } from "@shared/contracts/settings";
import { describe, expect, it } from "vitest";
import { draftOf, draftProblems, readSettings } from "./trivia-settings-draft";

describe("the Trivia Settings form", () => {
  it("round-trips saved settings", () => {
    const saved = { answerTimeLimit: 25, streakBonusFromDay: 5, streakBonusPoints: 2, weeklyStreakBonusPoints: 4 };
    expect(readSettings(draftOf(saved))).toEqual(saved);
  });

  it("keeps the time limit rule: non-numeric becomes 10 with no error", () => {
    const draft = { ...draftOf(DEFAULT_TRIVIA_SETTINGS), answerTimeLimit: "abc" };
    expect(readSettings(draft).answerTimeLimit).toBe(10);
    expect(draftProblems(draft).answerTimeLimit).toBeNull();
  });

  it.each(["0", "500", "-4", "301"])(
    "names a time limit of %s seconds as outside 1 to 300 instead of clamping it",
    (raw) => {
      const draft = { ...draftOf(DEFAULT_TRIVIA_SETTINGS), answerTimeLimit: raw };
      expect(draftProblems(draft).answerTimeLimit).toBe("Answer time limit must be between 1 and 300 seconds");
      expect(readSettings(draft).answerTimeLimit).toBe(Number(raw));
    },
  );

  it("finds no problem at the time limit's bounds", () => {
    for (const raw of ["1", "300"])
      expect(draftProblems({ ...draftOf(DEFAULT_TRIVIA_SETTINGS), answerTimeLimit: raw }).answerTimeLimit).toBeNull();
  });

  it("names streak amounts outside their ranges and reads non-numeric as the default", () => {
    const draft = {
      answerTimeLimit: "10",
      streakBonusFromDay: "0",
      streakBonusPoints: "-3",
      weeklyStreakBonusPoints: "x",
    };
    expect(draftProblems(draft)).toEqual({
      answerTimeLimit: null,
      streakBonusFromDay: "Streak bonus start day must be at least 1",
      streakBonusPoints: "Streak bonus points must be at least 0",
      weeklyStreakBonusPoints: null,
    });
    expect(readSettings(draft).weeklyStreakBonusPoints).toBe(2);
    expect(draftProblems({ ...draftOf(DEFAULT_TRIVIA_SETTINGS), streakBonusPoints: "1000" }).streakBonusPoints).toBe(
      "Streak bonus points must be at most 100",
    );
  });

  it("drops decimals like the time limit does", () => {
    expect(readSettings({ ...draftOf(DEFAULT_TRIVIA_SETTINGS), streakBonusFromDay: "4.7" }).streakBonusFromDay).toBe(4);
  });
});
