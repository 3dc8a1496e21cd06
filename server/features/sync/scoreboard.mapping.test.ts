import { describe, expect, it } from "vitest";
import type { CfbdGame, CfbdScoreboardGame } from "../../providers/games/index.ts";
import {
  compassPoint,
  detailsFromBoard,
  detailsFromGames,
  emptyDetails,
  possessionOf,
  sameDetails,
  weatherLine,
} from "./scoreboard.mapping.ts";

const board = (over: Partial<CfbdScoreboardGame> = {}): CfbdScoreboardGame => ({
  id: 1,
  startDate: "2025-08-30T16:00:00.000Z",
  startTimeTBD: false,
  tv: "FOX",
  neutralSite: false,
  conferenceGame: false,
  status: "in_progress",
  period: 3,
  clock: "04:12",
  situation: "3rd & 4 at TEX 35",
  possession: "home",
  lastPlay: "Pass complete",
  venue: { name: "Ohio Stadium", city: "Columbus", state: "OH" },
  homeTeam: { id: 194, name: "Ohio State", points: 7, lineScores: [0, 7, 0], winProbability: 0.74 },
  awayTeam: { id: 251, name: "Texas", points: 0, lineScores: [0, 0, 0], winProbability: 0.26 },
  weather: { temperature: 79.4, description: "Partly Cloudy", windSpeed: 6, windDirection: 225 },
  betting: null,
  ...over,
});

describe("scoreboard details", () => {
  it("reads a live board game into the game's details", () => {
    expect(detailsFromBoard(board(), null)).toEqual({
      period: 3,
      clock: "04:12",
      possession: "HOME",
      situation: "3rd & 4 at TEX 35",
      lastPlay: "Pass complete",
      tv: "FOX",
      venue: "Ohio Stadium, Columbus, OH",
      weather: "79°F, partly cloudy, wind 6 mph SW",
      homeLineScores: [0, 7, 0],
      awayLineScores: [0, 0, 0],
      homeWinProbability: null,
    });
  });

  it("takes the win probability before kickoff only and keeps it once the game is under way", () => {
    const pregame = detailsFromBoard(
      board({
        status: "scheduled",
        period: null,
        homeTeam: { id: 194, name: "Ohio State", winProbability: 0.766 },
        awayTeam: { id: 251, name: "Texas", winProbability: 0.234 },
      }),
      null,
    );
    expect(pregame).toMatchObject({ homeWinProbability: 0.766, possession: null, situation: null, period: null });
    expect(detailsFromBoard(board(), pregame).homeWinProbability).toBe(0.766);
  });

  it("keeps the stored network, venue, weather and line scores when the board leaves them out", () => {
    const before = detailsFromBoard(board(), null);
    const sparse = board({
      tv: null,
      venue: null,
      weather: null,
      homeTeam: { id: 194, name: "Ohio State", lineScores: null },
      awayTeam: { id: 251, name: "Texas", lineScores: null },
      clock: "",
    });
    expect(detailsFromBoard(sparse, before)).toMatchObject({
      tv: "FOX",
      venue: "Ohio Stadium, Columbus, OH",
      weather: before.weather,
      homeLineScores: [0, 7, 0],
      clock: null,
    });
  });

  it("reads the ball as home, away or a team's name, and nothing else", () => {
    expect(possessionOf(board({ possession: "AWAY" }))).toBe("AWAY");
    expect(possessionOf(board({ possession: "Texas" }))).toBe("AWAY");
    expect(possessionOf(board({ possession: "ohio state" }))).toBe("HOME");
    expect(possessionOf(board({ possession: "somebody" }))).toBeNull();
    expect(possessionOf(board({ possession: null }))).toBeNull();
  });

  it("writes the weather on one line with the wind's compass point", () => {
    expect(compassPoint(0)).toBe("N");
    expect(compassPoint(359)).toBe("N");
    expect(compassPoint(100)).toBe("E");
    expect(weatherLine({ temperature: null, description: null, windSpeed: null, windDirection: null })).toBeNull();
    expect(weatherLine({ temperature: 54, description: "Clear", windSpeed: 8, windDirection: null })).toBe(
      "54°F, clear, wind 8 mph",
    );
  });

  it("lets /games add the venue and newer line scores, over whatever the scoreboard stored", () => {
    const games = { venue: "Ohio Stadium", homeLineScores: [0, 7, 0, 7], awayLineScores: [0, 0, 0, 7] } as CfbdGame;
    expect(detailsFromGames({ ...games, homeLineScores: null, awayLineScores: null }, null)).toEqual({
      ...emptyDetails,
      venue: "Ohio Stadium",
    });
    const live = detailsFromBoard(board(), null);
    expect(detailsFromGames(games, live)).toEqual({
      ...live,
      homeLineScores: [0, 7, 0, 7],
      awayLineScores: [0, 0, 0, 7],
    });
    expect(detailsFromGames({ ...games, homeLineScores: [0], awayLineScores: [0] }, live)).toEqual(live);
    expect(detailsFromGames({ venue: null } as CfbdGame, null)).toBeNull();
  });

  it("compares details field by field", () => {
    const live = detailsFromBoard(board(), null);
    expect(sameDetails(live, { ...live })).toBe(true);
    expect(sameDetails(live, { ...live, homeLineScores: [0, 7, 3] })).toBe(false);
    expect(sameDetails(null, null)).toBe(true);
    expect(sameDetails(live, null)).toBe(false);
  });
});
