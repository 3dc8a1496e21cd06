import { describe, expect, it } from "vitest";
import { gameClockLabel, normalizeGameClock, overtimeLabel } from "./game-clock.ts";

const text = (period: number | null, clock: string | null) => gameClockLabel({ period, clock })?.text ?? null;

describe("gameClockLabel", () => {
  it("writes the quarter and the clock the provider sent", () => {
    expect(gameClockLabel({ period: 3, clock: "4:12" })).toEqual({ text: "Q3 4:12", spoken: "3rd quarter, 4:12 left" });
    expect(text(1, "15:00")).toBe("Q1 15:00");
    expect(text(4, "0:07")).toBe("Q4 0:07");
  });

  it("reads CFBD's hours-minutes-seconds clock as minutes and seconds", () => {
    expect(text(3, "00:04:12")).toBe("Q3 4:12");
    expect(text(2, "00:15:00")).toBe("Q2 15:00");
  });

  it("shows the quarter alone when the provider sends no clock, as in the replay", () => {
    expect(gameClockLabel({ period: 1, clock: null })).toEqual({ text: "Q1", spoken: "1st quarter" });
    expect(text(2, "")).toBe("Q2");
    expect(text(4, "soon")).toBe("Q4");
  });

  it("marks the replay's estimated clock as an estimate, to the eye and to a screen reader", () => {
    expect(gameClockLabel({ period: 2, clock: "8:43", estimated: true })).toEqual({
      text: "Q2 ~8:43",
      spoken: "2nd quarter, about 8:43 left (estimated)",
    });
    expect(gameClockLabel({ period: 2, clock: "0:00", estimated: true })?.text).toBe("Halftime");
  });

  it("calls the end of the second quarter Halftime and the end of another quarter its end", () => {
    expect(gameClockLabel({ period: 2, clock: "0:00" })).toEqual({ text: "Halftime", spoken: "Halftime" });
    expect(text(2, "00:00:00")).toBe("Halftime");
    expect(gameClockLabel({ period: 1, clock: "0:00" })).toEqual({
      text: "End of Q1",
      spoken: "End of the 1st quarter",
    });
    expect(text(3, "00:00")).toBe("End of Q3");
    expect(text(4, "0:00")).toBe("End of Q4");
  });

  it("numbers overtimes without a clock, which college overtime does not have", () => {
    expect(gameClockLabel({ period: 5, clock: null })).toEqual({ text: "OT", spoken: "Overtime" });
    expect(gameClockLabel({ period: 6, clock: "0:00" })).toEqual({ text: "2OT", spoken: "2nd overtime" });
    expect(text(7, "15:00")).toBe("3OT");
    expect(gameClockLabel({ period: 15, clock: null })?.spoken).toBe("11th overtime");
  });

  it("shows nothing before the first period or when the period is not one", () => {
    expect(gameClockLabel({ period: null, clock: "15:00" })).toBeNull();
    expect(gameClockLabel({ period: 0, clock: "" })).toBeNull();
    expect(gameClockLabel({ period: -1, clock: null })).toBeNull();
    expect(gameClockLabel({ period: 2.5, clock: null })).toBeNull();
  });
});

describe("normalizeGameClock", () => {
  it("keeps minutes and seconds and drops what is not a clock", () => {
    expect(normalizeGameClock("04:12")).toBe("4:12");
    expect(normalizeGameClock(" 12:03 ")).toBe("12:03");
    expect(normalizeGameClock("00:00:09.4")).toBe("0:09");
    expect(normalizeGameClock("4:75")).toBeNull();
    expect(normalizeGameClock("Halftime")).toBeNull();
    expect(normalizeGameClock(null)).toBeNull();
    expect(normalizeGameClock(undefined)).toBeNull();
  });
});

describe("overtimeLabel", () => {
  it("names the first overtime OT and numbers the rest", () => {
    expect([5, 6, 9].map(overtimeLabel)).toEqual(["OT", "2OT", "5OT"]);
  });
});
