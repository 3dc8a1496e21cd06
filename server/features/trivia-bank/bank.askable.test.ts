import { describe, expect, it } from "vitest";
import { WEEK_MS } from "../../providers/games/replay.season.ts";
import { askableOn, firstAskableDays, knownCutoff } from "./bank.askable.ts";

const at = (iso: string) => Date.parse(iso);
const noShift = () => 0;

describe("the instant a fact must precede to be asked on a trivia day", () => {
  it("is midnight Central starting the day, in standard and in daylight time", () => {
    expect(knownCutoff("2024-11-23", noShift)).toBe(at("2024-11-23T06:00:00Z"));
    expect(knownCutoff("2024-09-07", noShift)).toBe(at("2024-09-07T05:00:00Z"));
  });

  it("keeps a game that ends on Saturday night out of Saturday and lets Sunday ask it", () => {
    const ended = at("2024-11-24T04:00:00Z"); // 22:00 Saturday Central
    expect(askableOn(ended, knownCutoff("2024-11-23", noShift))).toBe(false);
    expect(askableOn(ended, knownCutoff("2024-11-24", noShift))).toBe(true);
    expect(askableOn(null, knownCutoff("2024-11-23", noShift))).toBe(true);
  });

  it("moves back by the replay's shift: a fact of the recorded season is known that much later", () => {
    const twoYears = () => 104 * WEEK_MS;
    expect(knownCutoff("2026-11-21", twoYears)).toBe(at("2026-11-21T06:00:00Z") - 104 * WEEK_MS);
    expect(new Date(knownCutoff("2026-11-21", twoYears)).toISOString()).toBe("2024-11-23T06:00:00.000Z");
  });

  it("takes the shift of the day's last instant, so a replay that restarts during the day hides its facts all day", () => {
    const restartAt = at("2025-03-01T18:00:00Z");
    const shiftAt = (instant: number) => (instant < restartAt ? 20 * WEEK_MS : 40 * WEEK_MS);
    expect(knownCutoff("2025-03-01", shiftAt)).toBe(at("2025-03-01T06:00:00Z") - 40 * WEEK_MS);
  });
});

describe("the first trivia day that may ask a fact", () => {
  const today = { askable: true, from: null };
  const later = (from: string | null) => ({ askable: false, from });

  it("is today for a fact known before today began and for an undated question", () => {
    expect(firstAskableDays([at("2024-11-20T03:00:00Z"), null], "2024-11-23", noShift)).toEqual([today, today]);
  });

  it("is the day after the one the fact became known on", () => {
    const saturdayNight = at("2024-11-24T04:00:00Z");
    const mondayMidnight = at("2024-11-25T06:00:00Z");
    expect(firstAskableDays([saturdayNight, mondayMidnight], "2024-11-23", noShift)).toEqual([
      later("2024-11-24"),
      later("2024-11-26"),
    ]);
  });

  it("finds the day after a restart hid the fact again", () => {
    // Until March 1 the replay is 20 weeks later than the recording, from then on 40 weeks.
    const restartAt = at("2025-03-01T06:00:00Z");
    const shiftAt = (instant: number) => (instant < restartAt ? 20 * WEEK_MS : 40 * WEEK_MS);
    const fact = at("2024-10-05T12:00:00Z"); // seen 20 weeks later on Feb 22, 40 weeks later on July 12
    expect(firstAskableDays([fact], "2025-02-20", shiftAt)).toEqual([later("2025-02-23")]);
    expect(firstAskableDays([fact], "2025-03-02", shiftAt)).toEqual([later("2025-07-13")]);
  });

  it("is no day when the replay restarts the season before a day begins after the fact", () => {
    const seasonStart = at("2024-08-24T07:00:00Z");
    const yearly = (instant: number) => Math.floor((instant - seasonStart) / (52 * WEEK_MS)) * 52 * WEEK_MS;
    const titleGame = at("2024-08-24T12:00:00Z") + 51 * WEEK_MS + 6.99 * 24 * 3_600_000; // the last hour before each restart
    expect(firstAskableDays([titleGame], "2026-11-21", yearly)).toEqual([later(null)]);
  });
});
