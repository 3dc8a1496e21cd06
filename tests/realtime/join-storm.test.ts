import { Client, type Room } from "@colyseus/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import type { WeekState } from "../../shared/realtime/week.state.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

/** The correctness half of the join-storm and fan-out benches (tests/bench/realtime.bench.ts), at a small size. */
const CLIENTS = 40;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function scoreArrives(room: Room<unknown, WeekState>, gameId: string, score: number, timeoutMs = 10_000) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (room.state.games?.get(gameId)?.homeScore !== score) return;
      clearTimeout(timer);
      room.onStateChange.remove(check);
      resolve();
    };
    const timer = setTimeout(() => reject(new Error(`no score ${score} for ${room.sessionId}`)), timeoutMs);
    room.onStateChange(check);
    check();
  });
}

describe("a crowd joining the week room at once", () => {
  it("gets every client in, all in one room, and every one of them gets the next score", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const cookies = await Promise.all(
      Array.from({ length: CLIENTS }, (_, n) => signInCookie(server.url, `crowd${n}@example.com`)),
    );
    const rooms = await Promise.all(
      cookies.map((cookie) =>
        new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<WeekState>(roomNames.week, {
          weekId: week.id,
          protocol: PROTOCOL_VERSION,
        }),
      ),
    );
    try {
      expect(rooms).toHaveLength(CLIENTS);
      expect(new Set(rooms.map((room) => room.roomId)).size).toBe(1);
      await db().update(games).set({ homeScore: 7, awayScore: 3, status: "live" }).where(eq(games.id, game.id));
      events.publish("game.updated", { gameId: game.id, weekId: week.id });
      await Promise.all(rooms.map((room) => scoreArrives(room, game.id, 7)));
    } finally {
      await Promise.all(rooms.map((room) => room.leave().catch(() => {})));
    }
  });
});
