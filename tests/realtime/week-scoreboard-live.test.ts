import { Client, type Room } from "@colyseus/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { pollScoreboard } from "../../server/features/sync/scoreboard.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import type { RunningServer } from "../../server/server.ts";
import type { CurrentWeekResponse } from "../../shared/contracts/games.ts";
import { REPLAY_REGULATION_MS } from "../../shared/domain/replay-game-time.ts";
import { PROTOCOL_VERSION, roomNames, type WeekGameState } from "../../shared/realtime/rooms.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

// Ohio State–Indiana, 2024 week 13, as recorded: kickoff 17:00 UTC, four periods.
const OHIO_STATE_INDIANA = 401628555;
const KICKOFF = Date.parse("2024-11-23T17:00:00Z");
const HOME_LINE = [0, 14, 14, 10];
const AWAY_LINE = [7, 0, 0, 8];
const MINUTE = 60_000;
/** Each quarter's end after kickoff on the replay's model (decision 057): 45-minute quarters, a 20-minute halftime. */
const QUARTER_ENDS = [45, 90, 155, 200].map((m) => m * MINUTE);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  useGamesProvider(undefined);
  await server?.close();
});

/** What the room shows of a game, with its line scores as plain arrays. */
const shown = (room: Room, id: string) => {
  const game = (room.state.games as Map<string, WeekGameState> | undefined)?.get(id);
  return game && { ...game, homeLineScores: [...game.homeLineScores], awayLineScores: [...game.awayLineScores] };
};

function until<T>(room: Room, read: () => T | undefined, timeoutMs = 10_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no such state in time")), timeoutMs);
    const test = () => {
      const value = read();
      if (value === undefined) return;
      clearTimeout(timer);
      room.onStateChange.remove(test);
      resolve(value);
    };
    room.onStateChange(test);
    test();
  });
}

describe("the week room streams a replayed game's scoreboard", () => {
  it("moves the period and shows each quarter's real points at the end of that quarter, from the recorded game only", async () => {
    clock.startAt("2024-11-23T16:50:00Z");
    const provider = createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR });
    useGamesProvider(provider);
    const { weekId } = await runSync();
    const [row] = await db().select({ id: games.id }).from(games).where(eq(games.cfbdId, OHIO_STATE_INDIANA));
    const id = row!.id;
    const cookie = await signInCookie(server.url, "viewer@example.com");
    const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate(
      roomNames.week,
      { weekId, protocol: PROTOCOL_VERSION },
    );
    const before = await until(room, () => shown(room, id));
    expect(before).toMatchObject({ status: "scheduled", period: 0, homeLineScores: [], clock: "", possession: "" });

    /** The server clock at `ms` after kickoff and a scoreboard poll, as the live job runs each minute. */
    const pollAt = async (ms: number) => {
      clock.startAt(new Date(KICKOFF + ms));
      const poll = await pollScoreboard(provider);
      expect(poll.calls).toBe(1);
      expect(poll.live).toBeGreaterThan(0);
    };
    /** The room's game once it shows `period` with `done` periods' points. */
    const shownWith = (period: number, done: number) =>
      until(room, () => {
        const game = shown(room, id);
        return game?.period === period && game.homeLineScores.length === done ? game : undefined;
      });

    for (let quarter = 1; quarter <= 4; quarter++) {
      const done = quarter - 1;
      // A second before the quarter's end: still under way, its points not out yet.
      await pollAt(QUARTER_ENDS[quarter - 1]! - 1_000);
      const ending = await shownWith(quarter, done);
      expect(ending).toMatchObject({
        status: "live",
        homeLineScores: HOME_LINE.slice(0, done),
        awayLineScores: AWAY_LINE.slice(0, done),
        homeScore: sum(HOME_LINE.slice(0, done)),
        awayScore: sum(AWAY_LINE.slice(0, done)),
        // The recording holds no clock, ball, down and distance or plays: none is stored (the client estimates the clock).
        clock: "",
        possession: "",
        situation: "",
        lastPlay: "",
      });
      if (quarter === 4) break;
      // At its end the quarter's real points are out; the second stays under way through halftime.
      await pollAt(QUARTER_ENDS[quarter - 1]!);
      const next = quarter === 2 ? 2 : quarter + 1;
      const ended = await shownWith(next, quarter);
      expect(ended).toMatchObject({
        status: "live",
        homeScore: sum(HOME_LINE.slice(0, quarter)),
        awayScore: sum(AWAY_LINE.slice(0, quarter)),
      });
    }

    // REST says the same, and that the data is a replay (the client then estimates the clock, decision 057).
    const week = (await (await fetch(`${server.url}/api/weeks/current`)).json()) as CurrentWeekResponse;
    expect(week.source).toBe("replay");
    expect(week.games.find((g) => g.id === id)).toMatchObject({
      status: "live",
      homeScore: sum(HOME_LINE.slice(0, 3)),
      details: { period: 4, clock: null, homeLineScores: HOME_LINE.slice(0, 3) },
    });

    // Four periods, no overtime: over at the end of regulation, 3 h 20 after kickoff.
    clock.startAt(new Date(KICKOFF + REPLAY_REGULATION_MS));
    expect((await pollScoreboard(provider)).calls).toBe(2); // the final comes from /games
    const final = await until(room, () => {
      const game = shown(room, id);
      return game?.status === "final" ? game : undefined;
    });
    expect(final).toMatchObject({
      period: 4,
      homeScore: 38,
      awayScore: 15,
      homeLineScores: HOME_LINE,
      awayLineScores: AWAY_LINE,
    });
    await room.leave();
  });
});
