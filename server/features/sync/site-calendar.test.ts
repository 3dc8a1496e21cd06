import { describe, expect, it } from "vitest";
import { isSiteGame } from "../../../shared/domain/postseason.ts";
import { replayAt } from "../../providers/games/replay.test-support.ts";
import { chooseCurrentWeek } from "./current-week.ts";
import { memoizedProvider, type SiteWeek, siteCalendar, siteWeekGames } from "./site-calendar.ts";
import { fetchSeason, fetchWeek } from "./sync.fetch.ts";

/** The site calendar of the offline replay at `instant`, each postseason week with its label and games. */
async function postseasonAt(instant: string) {
  const now = new Date(instant);
  const provider = memoizedProvider(replayAt(now));
  const year = await provider.currentSeason();
  const calendar = await siteCalendar(provider, year, await provider.getCalendar({ year }), now);
  const season = await fetchSeason(provider, year, calendar);
  const weeks = await Promise.all(
    calendar.filter((w) => w.seasonType === "postseason").map((w) => fetchWeek(provider, season, w)),
  );
  return { provider, year, now, calendar, weeks };
}

const summary = (w: { week: number; label: string; bounds: { startDate: Date; endDate: Date } | null }) => [
  w.week,
  w.label,
  w.bounds?.startDate.toISOString().slice(0, 10),
  w.bounds?.endDate.toISOString().slice(0, 10),
];

describe("the site calendar of the replayed 2024 postseason", () => {
  it("splits CFBD's one postseason week into Central weeks named by what is played", async () => {
    const { weeks } = await postseasonAt("2024-12-20T18:00:00Z");
    expect(weeks.map(summary)).toEqual([
      [1, "CFP First Round", "2024-12-08", "2024-12-22"],
      [2, "Bowl Season", "2024-12-22", "2024-12-29"],
      [3, "CFP Quarterfinals", "2024-12-29", "2025-01-05"],
      [4, "CFP Semifinals", "2025-01-05", "2025-01-12"],
      [5, "National Championship", "2025-01-19", "2025-01-26"],
    ]);
    expect(weeks.flatMap((w) => w.games)).toHaveLength(46); // every bowl and playoff game, each in one week
    expect(weeks[0]!.games.map((g) => g.notes)).toContain("IS4S Salute to Veterans Bowl");
    expect(weeks[4]!.games.map((g) => [g.homeTeam, g.awayTeam, g.notes])).toEqual([
      ["Notre Dame", "Ohio State", "College Football Playoff National Championship"],
    ]);
    expect(weeks.every((w) => w.games.some(isSiteGame))).toBe(true);
  });

  it("keeps the site weeks contiguous after the regular season, like CFBD's calendar", async () => {
    const { calendar } = await postseasonAt("2024-12-20T18:00:00Z");
    const postseason = calendar.filter((w) => w.seasonType === "postseason");
    for (const [i, week] of postseason.entries()) {
      const next = postseason[i + 1];
      if (next) expect(Date.parse(week.endDate) + 60_000).toBe(Date.parse(next.startDate));
      expect(week.providerWeek).toBe(1);
    }
    expect(postseason[1]!.startDate).toBe("2024-12-22T06:00:00.000Z"); // Sunday 00:00 CT
  });

  it("labels the conference championships' regular week Championship Week", async () => {
    const { provider, year, calendar } = await postseasonAt("2024-12-20T18:00:00Z");
    const season = await fetchSeason(provider, year, calendar);
    const regular = (n: number) => calendar.find((w) => w.seasonType === "regular" && w.week === n)!;
    expect((await fetchWeek(provider, season, regular(15))).label).toBe("Championship Week");
    expect((await fetchWeek(provider, season, regular(14))).label).toBe("Week 14");
  });

  it("makes each bowl week current in its turn, from its Central Sunday", async () => {
    const current = async (instant: string) => {
      const { provider, year, now, calendar } = await postseasonAt(instant);
      const chosen = await chooseCurrentWeek(provider, year, calendar, now);
      return [chosen!.calendar.seasonType, chosen!.calendar.week];
    };
    expect(await current("2024-12-10T18:00:00Z")).toEqual(["postseason", 1]); // no Power-5 bowl before Dec 17
    expect(await current("2024-12-22T15:00:00Z")).toEqual(["postseason", 2]); // Sunday morning
    expect(await current("2025-01-01T20:00:00Z")).toEqual(["postseason", 3]);
    expect(await current("2025-01-15T20:00:00Z")).toEqual(["postseason", 4]); // the week with no game: semifinals stay
    expect(await current("2025-01-19T15:00:00Z")).toEqual(["postseason", 5]);
  });

  it("asks the provider for the postseason games once per sync, and not before the postseason is a week away", async () => {
    let asked = 0;
    const replay = replayAt("2024-12-20T18:00:00Z");
    const counting = memoizedProvider({
      ...replay,
      getGames: (q) => {
        asked++;
        return replay.getGames(q);
      },
    });
    const calendar = await siteCalendar(
      counting,
      2024,
      await replay.getCalendar({ year: 2024 }),
      new Date("2024-12-20T18:00:00Z"),
    );
    await Promise.all(
      calendar.filter((w) => w.seasonType === "postseason").map((w) => siteWeekGames(counting, 2024, w)),
    );
    expect(asked).toBe(1);
    const early = replayAt("2024-11-01T18:00:00Z");
    const whole = await siteCalendar(
      early,
      2024,
      await early.getCalendar({ year: 2024 }),
      new Date("2024-11-01T18:00:00Z"),
    );
    expect(whole.filter((w: SiteWeek) => w.seasonType === "postseason")).toHaveLength(1);
  });
});
