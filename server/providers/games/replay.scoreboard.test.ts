import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPLAY_GAME_MS, REPLAY_REGULATION_MS } from "../../../shared/domain/replay-game-time.ts";
import { responseSchemas } from "./provider.schemas.ts";
import { REPLAY_FILES } from "./replay.data.ts";
import { DATA_DIR, recordedGame, replayAt } from "./replay.test-support.ts";

const OHIO_STATE_INDIANA = 401628555; // 2024 week 13, four periods
const NORTHWESTERN_DUKE = 401635533; // 2024 week 2, two overtimes
const PENN_STATE_NOTRE_DAME = 401677189; // CFP semifinal, recorded without line scores

/** The pregame win probabilities, read independently of the provider, as the test oracle. */
const recordedProbability = new Map<number, number>(
  (
    JSON.parse(readFileSync(resolve(DATA_DIR, "2024", REPLAY_FILES.pregameWinProbability), "utf8")) as {
      gameId: number;
      homeWinProb: number;
    }[]
  ).map((row) => [row.gameId, row.homeWinProb]),
);

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

async function boardGame(id: number, instant: number) {
  const board = await replayAt(instant).getScoreboard();
  expect(responseSchemas.scoreboard.safeParse(board).success).toBe(true);
  const game = board.find((g) => g.id === id);
  if (!game) throw new Error(`game ${id} is not on the board at ${new Date(instant).toISOString()}`);
  return game;
}

describe("the replay's scoreboard, from the recorded 2024 season only", () => {
  const recorded = recordedGame(OHIO_STATE_INDIANA);
  const kickoff = Date.parse(recorded.startDate);
  const MINUTE = 60_000;
  /** The quarters' starts on the model of decision 057: 45 minutes each, a 20-minute halftime after the second. */
  const quarterStarts = [0, 45, 110, 155].map((m) => m * MINUTE);

  it("before kickoff lists the game scheduled with its venue and the recorded pregame win probability", async () => {
    const game = await boardGame(OHIO_STATE_INDIANA, kickoff - 3_600_000);
    const home = recordedProbability.get(OHIO_STATE_INDIANA)!;
    expect(home).toBeGreaterThan(0);
    expect(game).toMatchObject({
      status: "scheduled",
      period: null,
      venue: { name: recorded.venue },
      homeTeam: { id: recorded.homeId, name: "Ohio State", points: null, lineScores: null, winProbability: home },
      awayTeam: { id: recorded.awayId, name: "Indiana", points: null, lineScores: null },
    });
    expect(game.awayTeam.winProbability).toBeCloseTo(1 - home, 3);
  });

  it("never shows what the recording does not hold: clock, ball, down and distance, plays, network, weather", async () => {
    for (const instant of [kickoff - 60_000, kickoff + 120 * MINUTE, kickoff + REPLAY_GAME_MS + 1]) {
      const game = await boardGame(OHIO_STATE_INDIANA, instant);
      expect(game).toMatchObject({
        clock: null,
        possession: null,
        situation: null,
        lastPlay: null,
        tv: null,
        weather: null,
        betting: null,
      });
      expect(game.venue).toEqual({ name: recorded.venue, city: null, state: null });
    }
  });

  it("shows the period under way and reveals each period's real points only once it is over", async () => {
    for (let done = 0; done < 4; done++) {
      const start = kickoff + quarterStarts[done]!;
      // The quarter's points are not out a millisecond before its end (45 minutes after it starts).
      const ending = await boardGame(OHIO_STATE_INDIANA, start + 45 * MINUTE - 1);
      expect(ending.homeTeam.lineScores ?? []).toHaveLength(done);
      const game = await boardGame(OHIO_STATE_INDIANA, start + 10 * MINUTE);
      const home = recorded.homeLineScores!.slice(0, done);
      const away = recorded.awayLineScores!.slice(0, done);
      expect(game).toMatchObject({
        status: "in_progress",
        period: done + 1,
        homeTeam: { lineScores: home, points: sum(home), winProbability: null },
        awayTeam: { lineScores: away, points: sum(away), winProbability: null },
      });
    }
  });

  it("holds the second period through halftime, with the first half's points", async () => {
    const game = await boardGame(OHIO_STATE_INDIANA, kickoff + 100 * MINUTE);
    expect(game).toMatchObject({
      status: "in_progress",
      period: 2,
      homeTeam: { lineScores: recorded.homeLineScores!.slice(0, 2) },
      awayTeam: { lineScores: recorded.awayLineScores!.slice(0, 2) },
    });
  });

  it("completes at the end of regulation with the recorded line scores and points, and the last period", async () => {
    expect((await boardGame(OHIO_STATE_INDIANA, kickoff + REPLAY_REGULATION_MS - 1)).status).toBe("in_progress");
    const game = await boardGame(OHIO_STATE_INDIANA, kickoff + REPLAY_REGULATION_MS);
    expect(game).toMatchObject({
      status: "completed",
      period: 4,
      homeTeam: { lineScores: recorded.homeLineScores, points: recorded.homePoints },
      awayTeam: { lineScores: recorded.awayLineScores, points: recorded.awayPoints },
    });
  });

  it("counts overtimes as periods after the fourth, played in the ten minutes after regulation", async () => {
    const overtime = recordedGame(NORTHWESTERN_DUKE);
    expect(overtime.homeLineScores).toHaveLength(6);
    const start = Date.parse(overtime.startDate);
    const game = await boardGame(NORTHWESTERN_DUKE, start + REPLAY_REGULATION_MS + MINUTE);
    expect(game).toMatchObject({ status: "in_progress", period: 5 });
    expect(game.homeTeam.lineScores).toEqual(overtime.homeLineScores!.slice(0, 4));
    expect((await boardGame(NORTHWESTERN_DUKE, start + REPLAY_GAME_MS)).status).toBe("completed");
  });

  it("gives no period to a live game recorded without line scores", async () => {
    const semifinal = recordedGame(PENN_STATE_NOTRE_DAME);
    const game = await boardGame(PENN_STATE_NOTRE_DAME, Date.parse(semifinal.startDate) + 3_600_000);
    expect(game).toMatchObject({ status: "in_progress", period: null, homeTeam: { lineScores: null, points: null } });
  });

  it("lists the FBS games of the replay week under way, shifted onto the server clock, and one conference on request", async () => {
    const instant = Date.parse("2026-11-21T18:00:00Z");
    const provider = replayAt(instant);
    const board = await provider.getScoreboard();
    const shift = await provider.currentShift();
    expect(board.length).toBeGreaterThan(40);
    for (const game of board) {
      const original = recordedGame(game.id);
      expect(Date.parse(game.startDate) - Date.parse(original.startDate)).toBe(shift.shiftMs);
      expect(original.week).toBe(board.map((g) => recordedGame(g.id).week)[0]);
    }
    const sec = await provider.getScoreboard({ conference: "SEC" });
    expect(sec.length).toBeGreaterThan(0);
    expect(sec.every((g) => g.homeTeam.conference === "SEC" || g.awayTeam.conference === "SEC")).toBe(true);
  });
});
