import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centralDateString, shiftDate, startOfCentralDay } from "../../../shared/domain/central-time.ts";
import { createReplayProvider, gameStatusAt } from "../../providers/games/index.ts";
import { DATA_DIR } from "../../providers/games/replay.test-support.ts";
import { boundariesOf, candidateWeeks, chooseCurrentWeek, weekHoldingNow } from "./current-week.ts";
import { isPowerFiveGame } from "./sync.mapping.ts";

const HOUR_MS = 3_600_000;

// One provider whose clock the test moves (a new one per hour would rebuild the calendar each time).
let clockNow = new Date(0);
const provider = createReplayProvider({ dataDir: DATA_DIR, now: () => clockNow });

/** The week a sync of the offline replay makes current at `now`, with its Power-5 games. */
async function currentWeekAt(now: Date) {
  clockNow = now;
  const year = await provider.currentSeason();
  const chosen = await chooseCurrentWeek(provider, year, await provider.getCalendar({ year }), now);
  if (!chosen) throw new Error(`no current week at ${now.toISOString()}`);
  const games = chosen.games.filter(isPowerFiveGame);
  const open = games.filter((g) => gameStatusAt(g, now) === "scheduled" && Date.parse(g.startDate) > now.getTime());
  return { chosen, bounds: boundariesOf(chosen.games), games, open };
}

/** Every hour of the Central day 'YYYY-MM-DD' (23, 24 or 25 of them). */
function hoursOf(day: string): Date[] {
  const end = startOfCentralDay(shiftDate(day, 1)).getTime();
  const hours: Date[] = [];
  for (let t = startOfCentralDay(day).getTime(); t < end; t += HOUR_MS) hours.push(new Date(t));
  return hours;
}

const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

/** A Central date anywhere in 2024–2031: every weekday and season of the year comes up. */
const anyDay = fc
  .record({ year: fc.integer({ min: 2024, max: 2031 }), dayOfYear: fc.integer({ min: 0, max: 365 }) })
  .map(({ year, dayOfYear }) => shiftDate(`${year}-01-01`, dayOfYear));

/** Dates that matter: a whole week of the 2024 season, Labor Day weekend, the bowl season and its end, summer, DST changes. */
const NAMED_DAYS = [
  ...Array.from({ length: 7 }, (_, i) => shiftDate("2024-11-17", i)),
  "2024-11-24",
  "2024-08-24",
  "2024-09-01",
  "2024-09-02",
  "2024-12-08",
  "2024-12-10",
  "2024-12-14",
  "2024-12-15",
  "2024-12-31",
  "2025-01-20",
  "2025-01-21",
  "2025-01-26",
  "2025-03-09",
  "2025-07-04",
  "2025-08-23",
  "2025-11-02",
  "2025-12-28",
  "2026-06-21",
  "2028-02-29",
];

describe("the current week over the offline replay", () => {
  it("exists at every hour of the year, holds now within its Central boundaries, and has a game open for picks (after a day's last kickoff, from the next midnight)", async () => {
    await fc.assert(
      fc.asyncProperty(anyDay, async (day) => {
        for (const now of hoursOf(day)) {
          const { chosen, bounds, games, open } = await currentWeekAt(now);
          const at = `${chosen.calendar.seasonType} week ${chosen.calendar.week} at ${now.toISOString()}`;
          expect(games.length, at).toBeGreaterThan(0);
          expect(bounds!.startDate.getTime(), at).toBeLessThanOrEqual(now.getTime());
          expect(bounds!.endDate.getTime(), at).toBeGreaterThanOrEqual(now.getTime());
          if (open.length > 0) continue;
          // Nothing left to pick: only in the hours after the week's last kickoff, on that same
          // Central day, and the next Central midnight brings a week with games open.
          const last = Math.max(...games.map((g) => Date.parse(g.startDate)));
          expect(centralDateString(new Date(last)), at).toBe(day);
          expect(isSunday(day), at).toBe(false);
          const next = await currentWeekAt(startOfCentralDay(shiftDate(day, 1)));
          expect(next.open.length, `the day after ${at}`).toBeGreaterThan(0);
        }
      }),
      { numRuns: NAMED_DAYS.length + 60, examples: NAMED_DAYS.map((day) => [day]) },
    );
  }, 120_000);

  it("on Sunday is the week ahead, already open, not the week that ended on Saturday", async () => {
    const sunday = new Date("2024-11-24T15:00:00Z");
    const { chosen, bounds, open } = await currentWeekAt(sunday);
    expect(chosen.calendar).toMatchObject({ week: 14, seasonType: "regular" });
    expect(bounds!.startDate.toISOString()).toBe("2024-11-24T06:00:00.000Z");
    expect(open.length).toBe(chosen.games.filter(isPowerFiveGame).length);
    const saturdayNight = await currentWeekAt(new Date("2024-11-24T05:30:00Z"));
    expect(saturdayNight.chosen.calendar.week).toBe(13);
  });

  it("takes the bowl season from the first bowl's Sunday, across the week with no Power-5 game", async () => {
    const { chosen, bounds } = await currentWeekAt(new Date("2024-12-10T18:00:00Z"));
    expect(chosen.calendar.seasonType).toBe("postseason");
    expect(bounds!.startDate.toISOString()).toBe("2024-12-08T06:00:00.000Z");
  });
});

describe("choosing among candidate weeks", () => {
  const week = (n: number, startDate: string, endDate: string) => ({
    season: 2024,
    week: n,
    seasonType: "regular",
    startDate,
    endDate,
  });
  const game = (startDate: string, homeConference = "SEC") =>
    ({ startDate, homeConference, awayConference: null }) as unknown as Parameters<typeof boundariesOf>[0][number];

  it("offers a provider week from the Central Sunday before its Monday start", () => {
    const calendar = [
      week(1, "2024-09-02T07:00:00Z", "2024-09-09T06:59:00Z"),
      week(2, "2024-09-09T07:00:00Z", "2024-09-16T06:59:00Z"),
    ];
    const names = (now: string) => candidateWeeks(calendar, new Date(now)).map((w) => w.week);
    expect(names("2024-09-08T04:00:00Z")).toEqual([1]); // Saturday 23:00 CT
    expect(names("2024-09-08T06:00:00Z")).toEqual([1, 2]); // Sunday 01:00 CT
    expect(names("2024-09-10T12:00:00Z")).toEqual([2]);
    expect(names("2024-09-16T07:00:00Z")).toEqual([]);
  });

  it("prefers the week that started last, and never a week without Power-5 games", () => {
    const ended = { calendar: week(1, "", ""), games: [game("2024-09-07T18:00:00Z"), game("2024-09-09T00:00:00Z")] };
    const ahead = { calendar: week(2, "", ""), games: [game("2024-09-13T00:00:00Z")] };
    const noPowerFive = { calendar: week(3, "", ""), games: [game("2024-09-12T00:00:00Z", "Sun Belt")] };
    const sunday = new Date("2024-09-08T12:00:00Z");
    expect(weekHoldingNow([ended, ahead, noPowerFive], sunday)).toBe(ahead);
    expect(weekHoldingNow([ended, noPowerFive], sunday)).toBe(ended);
    expect(weekHoldingNow([noPowerFive], sunday)).toBeUndefined();
  });
});
