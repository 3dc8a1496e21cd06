import { Client, type Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames, type WeekGameState } from "../../shared/realtime/rooms.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  useGamesProvider(undefined);
  await server?.close();
});

function until(room: Room, check: (games: Map<string, WeekGameState>) => boolean, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no such state in time")), timeoutMs);
    const test = () => {
      try {
        if (room.state.games && check(room.state.games as Map<string, WeekGameState>)) {
          clearTimeout(timer);
          room.onStateChange.remove(test);
          resolve();
        }
      } catch {}
    };
    room.onStateChange(test);
    test();
  });
}

describe("live scores from sync", () => {
  it("reach every viewer of the week from the sync that saw them", async () => {
    clock.startAt("2024-11-23T16:50:00Z");
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    const { weekId } = await runSync();
    const cookie = await signInCookie(server.url, "viewer@example.com");
    const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate(
      roomNames.week,
      { weekId, protocol: PROTOCOL_VERSION },
    );
    await until(room, (games) => games.size > 0, 3000);
    const scheduledBefore = [...(room.state.games as Map<string, WeekGameState>).entries()]
      .filter(([, g]) => g.status === "scheduled")
      .map(([id]) => id);
    clock.startAt("2024-11-23T18:30:00Z"); // the 11:00 CT kickoffs are now 90 minutes in
    await runSync();
    const scored = (g: WeekGameState | undefined) =>
      g?.status === "live" && g.hasScore && g.homeScore + g.awayScore > 0;
    await until(room, (games) => scheduledBefore.some((id) => scored(games.get(id))), 15_000);
    expect(scheduledBefore.filter((id) => scored(room.state.games.get(id))).length).toBeGreaterThan(0);
    await room.leave();
  });
});
