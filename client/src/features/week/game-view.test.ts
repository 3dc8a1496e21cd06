import type { GameDetails } from "@shared/contracts/games";
import { describe, expect, it } from "vitest";
import { lineScore, liveDetails, winChance } from "./game-view";

const details = (values: Partial<GameDetails> = {}): GameDetails => ({
  period: 2,
  clock: "7:30",
  possession: "HOME",
  situation: "2nd & 6 at UGA 40",
  lastPlay: "Carson Beck pass complete to Dominic Lovett for 12 yds",
  tv: "CBS",
  venue: "Sanford Stadium",
  weather: "61°F, clear",
  homeLineScores: [7, 3],
  awayLineScores: [0, 10],
  homeWinProbability: 0.72,
  ...values,
});

describe("a game's moving scoreboard fields", () => {
  it("are REST's snapshot while the week room has not sent the game", () => {
    const rest = details();
    expect(liveDetails(rest, undefined)).toEqual({
      period: 2,
      clock: "7:30",
      possession: "HOME",
      situation: "2nd & 6 at UGA 40",
      lastPlay: "Carson Beck pass complete to Dominic Lovett for 12 yds",
      homeLineScores: [7, 3],
      awayLineScores: [0, 10],
    });
    expect(liveDetails(null, undefined)).toMatchObject({ period: null, homeLineScores: [], possession: null });
  });

  it("are the room's once it sends them, its empty values meaning none", () => {
    const room = {
      period: 3,
      clock: "",
      possession: "AWAY" as const,
      situation: "",
      lastPlay: "Touchdown",
      homeLineScores: [7, 3, 0],
      awayLineScores: [0, 10, 7],
    };
    expect(liveDetails(details(), room)).toEqual({
      period: 3,
      clock: null,
      possession: "AWAY",
      situation: null,
      lastPlay: "Touchdown",
      homeLineScores: [7, 3, 0],
      awayLineScores: [0, 10, 7],
    });
    const none = {
      period: 0,
      clock: "",
      possession: "" as const,
      situation: "",
      lastPlay: "",
      homeLineScores: [],
      awayLineScores: [],
    };
    expect(liveDetails(details(), none)).toEqual({
      period: null,
      clock: null,
      possession: null,
      situation: null,
      lastPlay: null,
      homeLineScores: [],
      awayLineScores: [],
    });
  });
});

describe("a line score", () => {
  it("is nothing before a period has points", () => {
    expect(lineScore({ homeLineScores: [], awayLineScores: [], score: { home: 0, away: 0 } })).toBeNull();
  });

  it("has the four quarters, the ones not played empty, and the card's score as its total", () => {
    expect(lineScore({ homeLineScores: [7, 3], awayLineScores: [0, 10], score: { home: 17, away: 10 } })).toEqual({
      columns: [
        { heading: "1", away: 0, home: 7 },
        { heading: "2", away: 10, home: 3 },
        { heading: "3", away: null, home: null },
        { heading: "4", away: null, home: null },
      ],
      total: { away: 10, home: 17 },
    });
  });

  it("adds up the periods for its total when the game has no score", () => {
    expect(lineScore({ homeLineScores: [7, 3], awayLineScores: [0, 10], score: null })?.total).toEqual({
      away: 10,
      home: 10,
    });
  });

  it("puts every overtime in one OT column", () => {
    const line = lineScore({
      homeLineScores: [7, 7, 0, 7, 7, 0, 2],
      awayLineScores: [0, 14, 7, 0, 7, 0, 0],
      score: { home: 30, away: 28 },
    });
    expect(line?.columns.map((c) => c.heading)).toEqual(["1", "2", "3", "4", "OT"]);
    expect(line?.columns.at(-1)).toEqual({ heading: "OT", away: 7, home: 9 });
  });
});

describe("the pregame win probability", () => {
  const teams = { home: "Georgia", away: "Texas" };

  it("names the favourite with its chance, rounded", () => {
    expect(winChance(0.724, teams)).toEqual({ team: "Georgia", percent: 72, text: "Georgia 72% to win" });
    expect(winChance(0.3, teams)?.text).toBe("Texas 70% to win");
    expect(winChance(0.5, teams)?.text).toBe("Georgia 50% to win");
  });

  it("is nothing when the provider has none", () => {
    expect(winChance(null, teams)).toBeNull();
    expect(winChance(Number.NaN, teams)).toBeNull();
  });
});
