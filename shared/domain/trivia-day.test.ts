import { describe, expect, it } from "vitest";
import {
  ANSWER_GRACE_MS,
  answerWindowClosesAt,
  canUnlock,
  questionStatus,
  shiftDay,
  triviaDayOf,
} from "./trivia-day.ts";

describe("the trivia day", () => {
  it("flips at midnight Central Time, not UTC", () => {
    expect(triviaDayOf(new Date("2024-11-06T05:59:59.999Z"))).toBe("2024-11-05");
    expect(triviaDayOf(new Date("2024-11-06T06:00:00.000Z"))).toBe("2024-11-06");
    expect(triviaDayOf(new Date("2024-07-04T04:59:59.999Z"))).toBe("2024-07-03");
    expect(triviaDayOf(new Date("2024-07-04T05:00:00.000Z"))).toBe("2024-07-04");
  });

  it("keeps whole days across the autumn daylight-saving change", () => {
    expect(shiftDay("2024-11-02", 1)).toBe("2024-11-03");
    expect(shiftDay("2024-11-03", 1)).toBe("2024-11-04");
    expect(triviaDayOf(new Date("2024-11-04T05:59:59.999Z"))).toBe("2024-11-03");
    expect(triviaDayOf(new Date("2024-11-04T06:00:00.000Z"))).toBe("2024-11-04");
  });
});

describe("a question's status", () => {
  const unlockedAt = new Date("2024-11-06T15:00:00Z");
  const deadlineAt = new Date(unlockedAt.getTime() + 10_000);
  const at = (ms: number) => new Date(deadlineAt.getTime() + ms);

  it("is locked until unlocked, counts down until the deadline and its grace, then times out", () => {
    expect(questionStatus(undefined, at(0))).toBe("locked");
    expect(questionStatus({ deadlineAt, answeredAt: null }, at(-1))).toBe("unlocked");
    expect(questionStatus({ deadlineAt, answeredAt: null }, at(ANSWER_GRACE_MS))).toBe("unlocked");
    expect(questionStatus({ deadlineAt, answeredAt: null }, at(ANSWER_GRACE_MS + 1))).toBe("timed_out");
    expect(questionStatus({ deadlineAt, answeredAt: at(-5000) }, at(60_000))).toBe("answered");
  });

  it("has its answer window close at the deadline plus the grace, the last instant it is not timed out", () => {
    const closesAt = answerWindowClosesAt(deadlineAt);
    expect(closesAt).toEqual(at(ANSWER_GRACE_MS));
    expect(questionStatus({ deadlineAt, answeredAt: null }, closesAt)).toBe("unlocked");
    expect(questionStatus({ deadlineAt, answeredAt: null }, new Date(closesAt.getTime() + 1))).toBe("timed_out");
  });

  it("unlocks in order: the first, or after the previous one is answered or timed out", () => {
    expect(canUnlock(["locked", "locked"], 0)).toBe(true);
    expect(canUnlock(["locked", "locked"], 1)).toBe(false);
    expect(canUnlock(["unlocked", "locked"], 1)).toBe(false);
    expect(canUnlock(["answered", "locked"], 1)).toBe(true);
    expect(canUnlock(["timed_out", "locked"], 1)).toBe(true);
  });
});
