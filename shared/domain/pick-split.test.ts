import { describe, expect, it } from "vitest";
import { isSplitWithheld, PICK_SPLIT_MIN_PICKS, showsPickSplit } from "./pick-split.ts";

describe("the pick split", () => {
  it("is withheld before kickoff until the game has five picks", () => {
    expect(PICK_SPLIT_MIN_PICKS).toBe(5);
    expect([0, 1, 4].map((total) => showsPickSplit(total, false))).toEqual([false, false, false]);
    expect(showsPickSplit(5, false)).toBe(true);
  });

  it("shows once the game locks, however few picks it has", () => {
    expect(showsPickSplit(1, true)).toBe(true);
  });

  it("reads as withheld when a count comes with no shares", () => {
    expect(isSplitWithheld({ homePercent: 0, awayPercent: 0, total: 3 })).toBe(true);
    expect(isSplitWithheld({ homePercent: 0, awayPercent: 0, total: 0 })).toBe(false);
    expect(isSplitWithheld({ homePercent: 0, awayPercent: 100, total: 1 })).toBe(false);
  });
});
