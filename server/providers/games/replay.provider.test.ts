import { describe, expect, it } from "vitest";
import { replayPeriodsOver } from "../../../shared/domain/replay-game-time.ts";
import { weekAt } from "./calendar.ts";
import { gameStatusAt } from "./game-status.ts";
import { responseSchemas } from "./provider.schemas.ts";
import type { SeasonType } from "./provider.types.ts";
import { REPLAY_GAME_DURATION_MS } from "./replay.game-state.ts";
import { WEEK_MS } from "./replay.season.ts";
import { CANCELLED_GAME_ID, HOUR_MS, recordedGame, recordedGames, replayAt } from "./replay.test-support.ts";

async function currentWeek(instant: string) {
  const provider = replayAt(instant);
  const year = await provider.currentSeason();
  const calendar = await provider.getCalendar({ year });
  const week = weekAt(calendar, new Date(instant));
  if (!week) throw new Error(`no calendar week contains ${instant}`);
  const query = { year, week: week.week, seasonType: week.seasonType as SeasonType };
  return { provider, year, calendar, week, query, games: await provider.getGames(query) };
}

describe("replay of the 2024 season on the server clock", () => {
  it("does not shift when now is inside the real 2024 season, and week 13 has scheduled, live and final games", async () => {
    const now = "2024-11-23T20:00:00Z";
    const { provider, year, week, games } = await currentWeek(now);
    expect((await provider.currentShift()).weeks).toBe(0);
    expect(year).toBe(2024);
    expect(week).toMatchObject({ week: 13, seasonType: "regular" });
    const statuses = new Set(games.map((g) => gameStatusAt(g, new Date(now))));
    expect(statuses).toEqual(new Set(["scheduled", "live", "final"]));
    for (const game of games) expect(game.startDate).toBe(recordedGame(game.id).startDate);
  });

  it("shifts by whole weeks into 2026 keeping weekdays, with a calendar week containing now that has games", async () => {
    const now = "2026-11-21T18:00:00Z";
    const { provider, year, calendar, week, games } = await currentWeek(now);
    const shift = await provider.currentShift();
    expect(shift.shiftMs % WEEK_MS).toBe(0);
    expect(shift.weeks).toBeGreaterThan(0);
    expect(year).toBe(2026);
    expect(calendar).toHaveLength(17);
    expect(week.seasonType).toBe("regular");
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const shifted = Date.parse(game.startDate) - Date.parse(recordedGame(game.id).startDate);
      expect(shifted).toBe(shift.shiftMs);
      expect(game.season).toBe(2026);
    }
    const floridaOleMiss = games.find((g) => g.id === 401628429)!;
    expect(new Date(recordedGame(401628429).startDate).getUTCDay()).toBe(6);
    expect(new Date(floridaOleMiss.startDate).getUTCDay()).toBe(6);
  });

  it("answers every endpoint in the CFBD v2 shapes the real client validates", async () => {
    const { provider, year, query } = await currentWeek("2026-11-21T18:00:00Z");
    expect(responseSchemas.calendar.safeParse(await provider.getCalendar({ year })).success).toBe(true);
    expect(responseSchemas.games.safeParse(await provider.getGames(query)).success).toBe(true);
    expect(responseSchemas.lines.safeParse(await provider.getLines(query)).success).toBe(true);
    expect(responseSchemas.rankings.safeParse(await provider.getRankings(query)).success).toBe(true);
    expect(responseSchemas.teams.safeParse(await provider.getTeams({ year, includeNonFbs: true })).success).toBe(true);
    expect(responseSchemas.records.safeParse(await provider.getRecords({ year })).success).toBe(true);
  });

  it("answers nothing for a season other than the one it replays", async () => {
    const provider = replayAt("2026-11-21T18:00:00Z");
    expect(await provider.getGames({ year: 2024, week: 13, seasonType: "regular" })).toEqual([]);
    expect(await provider.getCalendar({ year: 2025 })).toEqual([]);
  });

  it("shows live scores equal to the sum of the real periods revealed so far, then the real final", async () => {
    const auburn = recordedGame(401628428); // Auburn–Texas A&M, four overtimes: 8 periods
    const kickoff = Date.parse(auburn.startDate);
    // Regulation on the model of decision 057, then four overtimes in the ten minutes after it.
    const periodEnds = [45, 90, 155, 200, 202.5, 205, 207.5].map((m) => kickoff + m * 60_000);
    const at = async (ms: number) =>
      (await replayAt(ms).getGames({ year: 2024, week: 13, seasonType: "regular" })).find((g) => g.id === auburn.id)!;

    const before = await at(kickoff - 1);
    expect(before).toMatchObject({ completed: false, homePoints: null, awayPoints: null, homeLineScores: null });
    expect(gameStatusAt(before, new Date(kickoff - 1))).toBe("scheduled");

    for (const revealed of [0, 1, 2, 4, 7]) {
      const instant = revealed === 0 ? kickoff + 1 : periodEnds[revealed - 1]! + 1;
      const game = await at(instant);
      expect(game.completed).toBe(false);
      expect(gameStatusAt(game, new Date(instant))).toBe("live");
      expect(game.homeLineScores).toEqual(auburn.homeLineScores!.slice(0, revealed));
      expect(game.homePoints).toBe(auburn.homeLineScores!.slice(0, revealed).reduce((a, b) => a + b, 0));
      expect(game.awayPoints).toBe(auburn.awayLineScores!.slice(0, revealed).reduce((a, b) => a + b, 0));
    }

    const final = await at(kickoff + REPLAY_GAME_DURATION_MS);
    expect(final).toMatchObject({ completed: true, homePoints: auburn.homePoints, awayPoints: auburn.awayPoints });
    expect(gameStatusAt(final, new Date(kickoff + REPLAY_GAME_DURATION_MS))).toBe("final");
  });

  it("keeps every live game of the week consistent with its real line scores", async () => {
    const now = Date.parse("2024-11-23T20:00:00Z");
    const { games } = await currentWeek("2024-11-23T20:00:00Z");
    const live = games.filter((g) => g.replayStatus === "live");
    expect(live.length).toBeGreaterThan(5);
    for (const game of live) {
      const real = recordedGame(game.id);
      const periods = real.homeLineScores!.length;
      const revealed = replayPeriodsOver(now - Date.parse(real.startDate), periods);
      expect(game.homeLineScores).toHaveLength(revealed);
      expect(game.homePoints).toBe(real.homeLineScores!.slice(0, revealed).reduce((a, b) => a + b, 0));
    }
  });

  it("never completes the cancelled App State–Liberty game", async () => {
    const cancelled = recordedGame(CANCELLED_GAME_ID);
    for (const instant of [Date.parse(cancelled.startDate) + 2 * HOUR_MS, Date.parse("2025-01-15T00:00:00Z")]) {
      const games = await replayAt(instant).getGames({ year: 2024, week: 5, seasonType: "regular" });
      const game = games.find((g) => g.id === CANCELLED_GAME_ID)!;
      expect(game).toMatchObject({ completed: false, homePoints: null, awayPoints: null, replayStatus: "scheduled" });
      expect(gameStatusAt(game, new Date(instant))).toBe("scheduled");
    }
  });

  it("publishes a poll once it is out, with team ids, and uses the last regular poll for the bowls", async () => {
    const provider = replayAt("2024-11-23T20:00:00Z");
    const [week13] = await provider.getRankings({ year: 2024, week: 13, seasonType: "regular" });
    const ap = week13!.polls.find((p) => p.poll === "AP Top 25")!;
    expect(ap.ranks[0]).toMatchObject({ rank: 1, school: "Oregon", teamId: 2483 });
    expect(await provider.getRankings({ year: 2024, week: 14, seasonType: "regular" })).toEqual([]);

    const [bowls] = await replayAt("2024-12-20T00:00:00Z").getRankings({
      year: 2024,
      week: 1,
      seasonType: "postseason",
    });
    expect(bowls).toMatchObject({ seasonType: "postseason", week: 1 });
    expect(bowls!.polls.find((p) => p.poll === "AP Top 25")!.ranks[0]!.school).toBe("Oregon");
  });

  it("replays the CFP semifinals and final with their real results", async () => {
    // 23:00 CT on the night of the final (the replay moves on at midnight).
    const games = await replayAt("2025-01-21T05:00:00Z").getGames({ year: 2024, week: 1, seasonType: "postseason" });
    expect(games.find((g) => g.id === 401677192)).toMatchObject({
      homeTeam: "Notre Dame",
      homePoints: 23,
      awayPoints: 34,
      completed: true,
    });
    expect(games.find((g) => g.id === 401677191)).toMatchObject({ homePoints: 14, awayPoints: 28, completed: true });
    expect(games).toHaveLength(recordedGames.filter((g) => g.seasonType === "postseason").length + 1);
  });
});
