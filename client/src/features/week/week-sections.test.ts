import { describe, expect, it } from "vitest";
import type { GameDto } from "@shared/contracts/games";
import { gameView } from "./game-view";
import { msUntilNextTick, serverClockOffset } from "./use-server-now";
import { conferencesOf, weekSections } from "./week-sections";

let seq = 0;
function game(values: Partial<GameDto> = {}): GameDto {
  seq += 1;
  return {
    id: `g${seq}`,
    weekId: "w1",
    cfbdId: seq,
    homeTeam: `Home ${seq}`,
    awayTeam: `Away ${seq}`,
    homeConference: "SEC",
    awayConference: "SEC",
    kickoffISO: `2024-11-23T${String(10 + seq).padStart(2, "0")}:00:00.000Z`,
    status: "scheduled",
    homeScore: null,
    awayScore: null,
    finalHomeScore: null,
    finalAwayScore: null,
    isPopular: false,
    homeTeamRecord: null,
    awayTeamRecord: null,
    overUnder: null,
    spread: null,
    homeTeamRank: null,
    awayTeamRank: null,
    homeTeamPrimaryColor: null,
    awayTeamPrimaryColor: null,
    homeTeamAbbreviation: null,
    awayTeamAbbreviation: null,
    homeTeamLogo: null,
    awayTeamLogo: null,
    pickStats: { awayPercent: 40, homePercent: 60, total: 5 },
    ...values,
  };
}

describe("week sections", () => {
  const georgia = game({ homeTeam: "Georgia", awayTeam: "UMass", awayConference: "FBS Independents" });
  const popular = game({ isPopular: true, homeConference: "Big Ten", awayConference: "Big Ten" });
  const acc = game({ homeConference: "ACC", awayConference: "ACC" });
  const games = [acc, popular, georgia];

  it("offers only the conferences present in the week", () => {
    expect(conferencesOf(games)).toEqual(["ACC", "Big Ten", "FBS Independents", "SEC"]);
  });

  it("puts the favourite team's game first, then popular and the rest, each once", () => {
    const sections = weekSections(games, "georgia", []);
    expect(sections.yourTeam).toBe(georgia);
    expect(sections.popular).toEqual([popular]);
    expect(sections.others).toEqual([acc]);
    expect(sections.noMatches).toBe(false);
    expect(weekSections(games, null, []).others).toEqual([georgia, acc]);
  });

  it("filters by any selected conference and reports no matches", () => {
    expect(weekSections(games, null, ["ACC", "Big Ten"]).popular).toEqual([popular]);
    expect(weekSections(games, null, ["ACC"]).others).toEqual([acc]);
    const none = weekSections(games, "Georgia", ["FBS Independents"]);
    expect(none.yourTeam).toBe(georgia);
    expect(none.noMatches).toBe(true);
  });
});

describe("game view", () => {
  it("prefers live values over REST values", () => {
    const g = game({ status: "scheduled" });
    expect(gameView(g, undefined)).toMatchObject({ status: "scheduled", score: null, awayPercent: 40 });
    const live = {
      status: "live" as const,
      homeScore: 14,
      awayScore: 7,
      hasScore: true,
      homePercent: 30,
      awayPercent: 70,
      totalPicks: 10,
    };
    expect(gameView(g, live)).toEqual({
      status: "live",
      score: { away: 7, home: 14 },
      awayPercent: 70,
      homePercent: 30,
      totalPicks: 10,
    });
  });

  it("shows the final score from REST when no live score is present", () => {
    const g = game({ status: "final", finalHomeScore: 31, finalAwayScore: 28 });
    expect(gameView(g, undefined).score).toEqual({ away: 28, home: 31 });
  });
});

describe("server clock", () => {
  it("measures the server's offset and ticks when the countdown text changes", () => {
    expect(serverClockOffset("2024-11-23T18:30:00.000Z", Date.parse("2024-11-23T18:00:00.000Z"))).toBe(30 * 60_000);
    expect(serverClockOffset(undefined, 1)).toBe(0);
    expect(msUntilNextTick(0)).toBeNull();
    expect(msUntilNextTick(-5)).toBeNull();
    expect(msUntilNextTick(90_000)).toBe(30_001);
    expect(msUntilNextTick(120_000)).toBe(1);
    expect(msUntilNextTick(500)).toBe(501);
  });
});
