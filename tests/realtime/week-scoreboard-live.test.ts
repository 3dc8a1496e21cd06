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
import { REPLAY_GAME_DURATION_MS } from "../../server/providers/games/replay.game-state.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames, type WeekGameState } from "../../shared/realtime/rooms.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

// Ohio State–Indiana, 2024 week 13, as recorded: kickoff 17:00 UTC, four periods.
const OHIO_STATE_INDIANA = 401628555;
const KICKOFF = Date.parse("2024-11-23T17:00:00Z");
const HOME_LINE = [0, 14, 14, 10];
const AWAY_LINE = [7, 0, 0, 8];
const PERIOD_MS = REPLAY_GAME_DURATION_MS / 4;

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
  it("moves the period and the line scores period by period, from the recorded game only", async () => {
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

    for (let period = 1; period <= 4; period++) {
      clock.startAt(new Date(KICKOFF + PERIOD_MS * (period - 1) + PERIOD_MS / 2));
      const poll = await pollScoreboard(provider);
      expect(poll.calls).toBe(1);
      expect(poll.live).toBeGreaterThan(0);
      const now = await until(room, () => {
        const game = shown(room, id);
        return game?.period === period ? game : undefined;
      });
      const done = period - 1;
      expect(now).toMatchObject({
        status: "live",
        homeLineScores: HOME_LINE.slice(0, done),
        awayLineScores: AWAY_LINE.slice(0, done),
        homeScore: HOME_LINE.slice(0, done).reduce((a, b) => a + b, 0),
        awayScore: AWAY_LINE.slice(0, done).reduce((a, b) => a + b, 0),
        // The recording holds no clock, ball, down and distance or plays: none is shown.
        clock: "",
        possession: "",
        situation: "",
        lastPlay: "",
      });
    }

    clock.startAt(new Date(KICKOFF + REPLAY_GAME_DURATION_MS + 60_000));
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
