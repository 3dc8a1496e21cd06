import { describe, expect, it } from "vitest";
import { countdownText, isPickLocked } from "./countdown.ts";

const kickoff = new Date("2025-11-22T17:00:00.000Z");
const beforeKickoff = (ms: number) => new Date(kickoff.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("countdownText", () => {
  it("shows Locked at kickoff and after", () => {
    expect(countdownText(kickoff, kickoff)).toBe("Locked");
    expect(countdownText(kickoff, new Date(kickoff.getTime() + 1))).toBe("Locked");
  });

  it("shows days and hours when a day or more remains", () => {
    expect(countdownText(kickoff, beforeKickoff(DAY))).toBe("1d 0h");
    expect(countdownText(kickoff, beforeKickoff(2 * DAY + 5 * HOUR + 59 * MIN))).toBe("2d 5h");
  });

  it("shows hours and minutes when an hour or more remains", () => {
    expect(countdownText(kickoff, beforeKickoff(DAY - 1))).toBe("23h 59m");
    expect(countdownText(kickoff, beforeKickoff(HOUR))).toBe("1h 0m");
    expect(countdownText(kickoff, beforeKickoff(3 * HOUR + 7 * MIN + 30_000))).toBe("3h 7m");
  });

  it("shows minutes under an hour, rounding down", () => {
    expect(countdownText(kickoff, beforeKickoff(HOUR - 1))).toBe("59m");
    expect(countdownText(kickoff, beforeKickoff(MIN))).toBe("1m");
    expect(countdownText(kickoff, beforeKickoff(59_000))).toBe("0m");
  });

  it("shows Locked for an invalid kickoff", () => {
    expect(countdownText(new Date("nope"), kickoff)).toBe("Locked");
  });
});

describe("isPickLocked", () => {
  const game = { status: "scheduled", kickoffISO: kickoff.toISOString() };

  it("is open for a scheduled game before kickoff", () => {
    expect(isPickLocked(game, beforeKickoff(1))).toBe(false);
  });

  it("locks at and after kickoff", () => {
    expect(isPickLocked(game, kickoff)).toBe(true);
    expect(isPickLocked(game, new Date(kickoff.getTime() + DAY))).toBe(true);
  });

  it("locks a live or final game even before its kickoff time", () => {
    expect(isPickLocked({ ...game, status: "live" }, beforeKickoff(HOUR))).toBe(true);
    expect(isPickLocked({ ...game, status: "final" }, beforeKickoff(HOUR))).toBe(true);
  });

  it("accepts a Date kickoff and locks an unreadable one", () => {
    expect(isPickLocked({ status: "scheduled", kickoffISO: kickoff }, beforeKickoff(1))).toBe(false);
    expect(isPickLocked({ status: "scheduled", kickoffISO: "garbage" }, beforeKickoff(1))).toBe(true);
  });
});
