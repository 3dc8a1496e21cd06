import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { BUNDLED_CFBD_DATA_DIR, setEnvForTests } from "../../server/env.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import { TestClient } from "../support/client.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

afterEach(() => {
  useGamesProvider(undefined);
  setEnvForTests({ LOG_LEVEL: "silent" });
});

type Badge = { logo: string | null; color: string | null; abbreviation: string | null };
const sides = (game: Record<string, string | null>): Badge[] =>
  (["home", "away"] as const).map((side) => ({
    logo: game[`${side}TeamLogo`]!,
    color: game[`${side}TeamPrimaryColor`] ?? game[`${side}TeamColor`]!,
    abbreviation: game[`${side}TeamAbbreviation`]!,
  }));

describe("team logos", () => {
  it("are given over https though the data names them over http, on the week, the teams list and a league card", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    await runSync();
    const view = (await new TestClient().get("/api/weeks/current")).body;
    const logos = view.games.flatMap((g: Record<string, string | null>) => sides(g).map((s) => s.logo));
    expect(logos.length).toBeGreaterThan(40);
    for (const logo of logos) expect(logo).toMatch(/^https:\/\/a\.espncdn\.com\//);
    const teams = (await new TestClient().get("/api/teams")).body as { logo: string | null }[];
    expect(teams.length).toBeGreaterThan(100);
    for (const team of teams) expect(team.logo ?? "https://").toMatch(/^https:\/\//);
  });

  it("are left out everywhere when the operator turns them off, the colour and abbreviation still given", async () => {
    setEnvForTests({ LOG_LEVEL: "silent", TEAM_LOGOS: false });
    const { league, member } = await leagueCast("private");
    const week = await createWeek();
    await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() + 3_600_000),
      homeTeamLogo: "https://a.espncdn.com/i/teamlogos/ncaa/500/61.png",
      awayTeamLogo: "http://a.espncdn.com/i/teamlogos/ncaa/500/251.png",
      homeTeamPrimaryColor: "#ba0c2f",
      awayTeamPrimaryColor: "#bf5700",
      homeTeamAbbreviation: "UGA",
      awayTeamAbbreviation: "TEX",
    });
    const weekGames = (await member.get("/api/weeks/current")).body.games;
    const card = (await member.get(`/api/leagues/${league.id}/card?weekId=${week.id}`)).body.games;
    for (const game of [weekGames[0], card[0]]) {
      expect(sides(game)).toEqual([
        { logo: null, color: "#ba0c2f", abbreviation: "UGA" },
        { logo: null, color: "#bf5700", abbreviation: "TEX" },
      ]);
    }
    const page = await member.get("/");
    expect(page.headers.get("content-security-policy")).toMatch(/img-src 'self' data:;/);
  });

  it("gives a league card the week page's colours and abbreviations, the logo over https", async () => {
    const { league, member } = await leagueCast("private");
    const week = await createWeek();
    await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() + 3_600_000),
      homeTeamLogo: "http://a.espncdn.com/i/teamlogos/ncaa/500/61.png",
      awayTeamLogo: null,
      homeTeamPrimaryColor: "#ba0c2f",
      awayTeamPrimaryColor: "#bf5700",
      homeTeamAbbreviation: "UGA",
      awayTeamAbbreviation: "TEX",
    });
    const weekGame = (await member.get("/api/weeks/current")).body.games[0];
    const cardGame = (await member.get(`/api/leagues/${league.id}/card?weekId=${week.id}`)).body.games[0];
    expect(sides(cardGame)).toEqual(sides(weekGame));
    expect(sides(cardGame)[0]).toEqual({
      logo: "https://a.espncdn.com/i/teamlogos/ncaa/500/61.png",
      color: "#ba0c2f",
      abbreviation: "UGA",
    });
  });
});
