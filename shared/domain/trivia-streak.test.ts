import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shiftDay } from "./trivia-day.ts";
import { DEFAULT_STREAK_BONUS, liveStreak, nextStreak, streakBonus } from "./trivia-streak.ts";

describe("trivia streaks", () => {
  it("grows on consecutive days and starts again at 1 after a missed day", () => {
    expect(nextStreak(null, 0, "2024-11-03")).toBe(1);
    expect(nextStreak("2024-11-02", 4, "2024-11-03")).toBe(5);
    expect(nextStreak("2024-11-01", 4, "2024-11-03")).toBe(1);
  });

  it("counts calendar days across month, year and leap-day boundaries", () => {
    expect(nextStreak("2024-02-29", 2, "2024-03-01")).toBe(3);
    expect(nextStreak("2024-12-31", 9, "2025-01-01")).toBe(10);
  });

  it("still stands on the day after the last submission and is broken the day after that", () => {
    expect(liveStreak("2024-11-02", 6, "2024-11-02")).toBe(6);
    expect(liveStreak("2024-11-02", 6, "2024-11-03")).toBe(6);
    expect(liveStreak("2024-11-02", 6, "2024-11-04")).toBe(0);
    expect(liveStreak(null, 0, "2024-11-04")).toBe(0);
  });

  it("pays the default bonus from the third day on, with more on every seventh day", () => {
    const bonuses = [1, 2, 3, 6, 7, 8, 14].map((day) => streakBonus(day, DEFAULT_STREAK_BONUS));
    expect(bonuses).toEqual([0, 0, 1, 1, 3, 1, 3]);
  });

  it("is the number of consecutive days whatever the submitted days are", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 30 }), (gaps) => {
        let day = "2024-10-01";
        let last: string | null = null;
        let streak = 0;
        let expected = 0;
        for (const gap of gaps) {
          day = shiftDay(day, gap);
          expected = gap === 1 && last !== null ? expected + 1 : 1;
          streak = nextStreak(last, streak, day);
          last = day;
          expect(streak).toBe(expected);
        }
      }),
    );
  });
});
