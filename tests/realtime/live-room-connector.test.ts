import { matchMaker } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtime } from "../../client/src/lib/realtime.ts";
import type { RunningServer } from "../../server/server.ts";
import { weekRoom } from "../../shared/realtime/week.contract.ts";
import type { WeekRoomState } from "../../shared/realtime/week.state.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { recordingSink } from "../support/live-sink.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function connector(email: string) {
  const cookie = await signInCookie(server.url, email);
  return createRealtime({
    endpoint: server.url.replace("http", "ws"),
    headers: { cookie, origin: server.url },
    firstRetryMs: 50,
  });
}

describe("the client's real-time connector", () => {
  it("joins a room by its contract and pours the room's state into the feature's sink as plain data", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const recorder = recordingSink<WeekRoomState>();
    const live = (await connector("sink@example.com")).join(weekRoom, { weekId: week.id }, recorder.sink);
    const games = await recorder.until(() => recorder.state?.games[game.id] && recorder.state.games);
    expect(games[game.id]).toEqual({
      status: "scheduled",
      homeScore: 0,
      awayScore: 0,
      hasScore: false,
      isPopular: false,
      homePercent: 0,
      awayPercent: 0,
      totalPicks: 0,
      gradedAt: 0,
      period: 0,
      clock: "",
      possession: "",
      homeLineScores: [],
      awayLineScores: [],
      situation: "",
      lastPlay: "",
    });
    expect(recorder.statuses).toEqual(["connecting", "connected"]);
    const { serverNow } = await live.request("clock", {});
    expect(Number.isNaN(Date.parse(serverNow))).toBe(false);
    await live.leave();
  });

  it("reports a refused join once, without retrying", async () => {
    const recorder = recordingSink<WeekRoomState>();
    const live = (await connector("refused@example.com")).join(
      weekRoom,
      { weekId: "00000000-0000-4000-8000-000000000000" },
      recorder.sink,
    );
    await recorder.until(() => recorder.statuses.includes("error"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recorder.statuses).toEqual(["connecting", "error"]);
    expect(recorder.error).toMatch(/^No week /);
    await live.leave();
  });

  it("joins again with back-off when the server closes its room, and gets the current state", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const recorder = recordingSink<WeekRoomState>();
    const live = (await connector("kicked@example.com")).join(weekRoom, { weekId: week.id }, recorder.sink);
    await recorder.until(() => recorder.state?.games[game.id]);
    const [listing] = await matchMaker.query({ name: weekRoom.name });
    await matchMaker.getLocalRoomById(listing!.roomId).disconnect();
    await recorder.until(() => recorder.statuses.includes("reconnecting"));
    await recorder.until(() => recorder.statuses.at(-1) === "connected");
    const [again] = await matchMaker.query({ name: weekRoom.name });
    expect(again!.roomId).not.toBe(listing!.roomId);
    expect(recorder.state?.games[game.id]?.status).toBe("scheduled");
    await live.leave();
  });
});
