import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekAt } from "./calendar.ts";
import { buildReplayCalendar, toCalendarRows } from "./replay.calendar.ts";
import { loadReplaySource } from "./replay.data.ts";
import { type SeasonWindow, seasonShiftAt, WEEK_MS } from "./replay.season.ts";
import { DATA_DIR } from "./replay.test-support.ts";

const { games } = await loadReplaySource(DATA_DIR);
const calendar = buildReplayCalendar(games);
const window: SeasonWindow = {
  start: calendar[0]!.start,
  regularEnd: calendar.find((w) => w.seasonType === "postseason")!.start,
  end: calendar.at(-1)!.end,
};
const DAY_MS = 24 * 3_600_000;
const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });

describe("replay calendar", () => {
  it("starts at midnight Pacific on the first Saturday, ends at the Central midnight after the national championship day", () => {
    expect(new Date(window.start).toISOString()).toBe("2024-08-24T07:00:00.000Z");
    expect(new Date(window.end).toISOString()).toBe("2025-01-21T06:00:00.000Z");
    expect(calendar.map((w) => `${w.seasonType}:${w.week}`)).toEqual([
      ...Array.from({ length: 16 }, (_, i) => `regular:${i + 1}`),
      "postseason:1",
    ]);
  });

  it("has contiguous weeks that each contain all of their own games", () => {
    const rows = toCalendarRows(calendar, 0, 2024);
    for (let i = 1; i < rows.length; i++) {
      expect(Date.parse(rows[i]!.startDate) - Date.parse(rows[i - 1]!.endDate)).toBe(60_000);
    }
    for (const game of games) {
      expect(weekAt(rows, new Date(game.startDate))).toMatchObject({ week: game.week, seasonType: game.seasonType });
    }
  });
});

describe("season shift", () => {
  it("is zero anywhere inside the real 2024 season", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: window.start, max: window.end - 1 }),
        (now) => seasonShiftAt(now, window).weeks === 0,
      ),
    );
  });

  it("always moves by whole weeks and puts now inside the replayed season", () => {
    fc.assert(
      fc.property(instants, (now) => {
        const shift = seasonShiftAt(now, window);
        const replayed = now - shift.shiftMs;
        expect(Number.isInteger(shift.weeks)).toBe(true);
        expect(shift.shiftMs).toBe(shift.weeks * WEEK_MS);
        expect(replayed).toBeGreaterThanOrEqual(window.start);
        expect(replayed).toBeLessThan(window.end);
        expect(shift.from).toBeLessThanOrEqual(now);
        expect(shift.until).toBeGreaterThan(now);
      }),
    );
  });

  it("holds steady over its span, so a sync sees one placement until the next switch", () => {
    fc.assert(
      fc.property(instants, (now) => {
        const shift = seasonShiftAt(now, window);
        expect(seasonShiftAt(shift.from, window).weeks).toBe(shift.weeks);
        expect(seasonShiftAt(shift.until - 1, window).weeks).toBe(shift.weeks);
      }),
    );
  });

  it("keeps in-season dates within half a week of the real 2024 dates", () => {
    for (const year of [2019, 2025, 2026, 2031]) {
      const now = Date.UTC(year, 9, 15, 18);
      const shift = seasonShiftAt(now, window);
      const sameDate2024 = Date.UTC(2024, 9, 15, 18);
      expect(Math.abs(now - shift.shiftMs - sameDate2024)).toBeLessThanOrEqual(3.5 * DAY_MS);
      expect(shift.season).toBe(year);
    }
  });

  it("replays the regular season during the off-season, spilling at most one week into the bowls", () => {
    fc.assert(
      fc.property(instants, (now) => {
        const replayed = now - seasonShiftAt(now, window).shiftMs;
        const month = new Date(now).getUTCMonth();
        if (month >= 1 && month <= 6) expect(replayed).toBeLessThan(window.regularEnd + WEEK_MS);
      }),
    );
  });
});
