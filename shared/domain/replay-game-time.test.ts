import { describe, expect, it } from "vitest";
import {
  msUntilReplayTick,
  REPLAY_CLOCK_TICK_MS,
  REPLAY_GAME_MS,
  REPLAY_HALFTIME_MS,
  REPLAY_QUARTER_MS,
  REPLAY_REGULATION_MS,
  replayClockShown,
  replayGameLengthMs,
  replayPeriodAt,
  replayPeriodsOver,
  replayRegulationAt,
} from "./replay-game-time.ts";

const MINUTE = 60_000;
const SECOND = 1_000;
/** Where each quarter starts and ends after kickoff: 0–45, 45–90, halftime 90–110, 110–155, 155–200 minutes. */
const QUARTERS = [
  [0, 45],
  [45, 90],
  [110, 155],
  [155, 200],
].map(([start, end]) => ({ start: start! * MINUTE, end: end! * MINUTE }));

describe("the replay's model of a game's time", () => {
  it("is four quarters of 45 minutes with a 20-minute halftime, regulation over at 3 h 20, every game over by 3 h 30", () => {
    expect(REPLAY_QUARTER_MS).toBe(45 * MINUTE);
    expect(REPLAY_HALFTIME_MS).toBe(20 * MINUTE);
    expect(REPLAY_REGULATION_MS).toBe(200 * MINUTE);
    expect(REPLAY_GAME_MS).toBe(210 * MINUTE);
    expect(replayGameLengthMs(4)).toBe(200 * MINUTE);
    expect(replayGameLengthMs(6)).toBe(210 * MINUTE);
    expect(replayGameLengthMs(0)).toBe(210 * MINUTE); // recorded without line scores
  });

  it("starts each quarter at 15:00 and ends it at its boundary, the quarter before over from that instant", () => {
    QUARTERS.forEach(({ start, end }, i) => {
      expect(replayRegulationAt(start)).toEqual({ quartersOver: i, quarter: i + 1, clockSeconds: 900 });
      expect(replayRegulationAt(end - 1)).toEqual({ quartersOver: i, quarter: i + 1, clockSeconds: 1 });
      expect(replayPeriodsOver(end - 1, 4)).toBe(i);
      expect(replayPeriodsOver(end, 4)).toBe(i + 1);
    });
    expect(replayRegulationAt(-1)).toBeNull();
    expect(replayRegulationAt(22 * MINUTE + 30 * SECOND)).toMatchObject({ quarter: 1, clockSeconds: 450 }); // 7:30
  });

  it("holds the second period through halftime with its points out and no clock left", () => {
    for (const at of [90 * MINUTE, 100 * MINUTE, 110 * MINUTE - 1]) {
      expect(replayRegulationAt(at)).toEqual({ quartersOver: 2, quarter: 2, clockSeconds: 0 });
      expect(replayPeriodAt(at, 4)).toBe(2);
      expect(replayPeriodsOver(at, 4)).toBe(2);
    }
    expect(replayPeriodAt(110 * MINUTE, 4)).toBe(3);
  });

  it("runs the estimated clock down monotonically, one second every three seconds, within each quarter", () => {
    expect(REPLAY_CLOCK_TICK_MS).toBe(3 * SECOND);
    for (const { start, end } of QUARTERS) {
      let last = Number.POSITIVE_INFINITY;
      for (let at = start; at < end; at += 7 * SECOND) {
        const { clockSeconds } = replayRegulationAt(at)!;
        expect(clockSeconds).toBeLessThanOrEqual(last);
        expect(clockSeconds).toBe(900 - Math.floor((at - start) / REPLAY_CLOCK_TICK_MS));
        last = clockSeconds;
      }
    }
    expect(msUntilReplayTick(0)).toBe(3 * SECOND);
    expect(msUntilReplayTick(4 * SECOND)).toBe(2 * SECOND);
  });

  it("ends a game without overtime at the end of regulation, with every period out", () => {
    expect(replayPeriodAt(REPLAY_REGULATION_MS, 4)).toBe(4);
    expect(replayPeriodsOver(REPLAY_REGULATION_MS, 4)).toBe(4);
  });

  it("plays the overtimes in the ten minutes after regulation, each revealed at its end", () => {
    // Two overtimes (six periods): five minutes each.
    expect(replayPeriodsOver(REPLAY_REGULATION_MS - 1, 6)).toBe(3);
    expect(replayPeriodsOver(REPLAY_REGULATION_MS, 6)).toBe(4);
    expect(replayPeriodAt(REPLAY_REGULATION_MS, 6)).toBe(5);
    expect(replayPeriodsOver(REPLAY_REGULATION_MS + 5 * MINUTE, 6)).toBe(5);
    expect(replayPeriodAt(REPLAY_REGULATION_MS + 5 * MINUTE, 6)).toBe(6);
    expect(replayPeriodsOver(REPLAY_GAME_MS, 6)).toBe(6);
    // The model says nothing of overtime before regulation is over: the first 3 h 20 are the same for every game.
    for (let at = 0; at < REPLAY_REGULATION_MS; at += 5 * MINUTE) {
      expect(replayPeriodAt(at, 12)).toBe(replayPeriodAt(at, 4));
      expect(replayPeriodsOver(at, 12)).toBe(replayPeriodsOver(at, 4));
    }
  });

  it("gives no period to a game recorded without line scores", () => {
    expect(replayPeriodAt(MINUTE, 0)).toBeNull();
    expect(replayPeriodsOver(REPLAY_GAME_MS, 0)).toBe(0);
  });
});

describe("what a replayed live card shows of the clock", () => {
  it("is the running estimate in the quarter the server reports", () => {
    expect(replayClockShown(1, 22 * MINUTE + 30 * SECOND)).toEqual({ period: 1, clock: "7:30", estimated: true });
    expect(replayClockShown(3, 110 * MINUTE)).toEqual({ period: 3, clock: "15:00", estimated: true });
  });

  it("is the quarter's end, Halftime after the second, until the server's update brings its points", () => {
    expect(replayClockShown(1, 45 * MINUTE + 20 * SECOND)).toEqual({ period: 1, clock: "0:00", estimated: false });
    expect(replayClockShown(2, 100 * MINUTE)).toEqual({ period: 2, clock: "0:00", estimated: false });
    expect(replayClockShown(4, REPLAY_REGULATION_MS + MINUTE)).toEqual({ period: 4, clock: "0:00", estimated: false });
  });

  it("is no clock when the model is behind the server's period, in overtime, or without a period", () => {
    expect(replayClockShown(2, 10 * MINUTE)).toEqual({ period: 2, clock: null, estimated: false });
    expect(replayClockShown(1, -MINUTE)).toEqual({ period: 1, clock: null, estimated: false });
    expect(replayClockShown(5, REPLAY_REGULATION_MS + MINUTE)).toEqual({ period: 5, clock: null, estimated: false });
    expect(replayClockShown(null, MINUTE)).toEqual({ period: null, clock: null, estimated: false });
  });
});
