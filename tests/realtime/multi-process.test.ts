import { Client, type Room } from "@colyseus/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRealtime } from "../../client/src/lib/realtime.ts";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { weekRoom } from "../../shared/realtime/week.contract.ts";
import type { WeekRoomState, WeekState } from "../../shared/realtime/week.state.ts";
import { recordingSink } from "../support/live-sink.ts";
import { insertOwnWeekWithGame, picksSeen } from "../support/process-week.ts";
import { forgetColyseusState, workerRedisUrl } from "../support/redis.ts";
import { signInCookie } from "../support/server.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";
import { type SwitchingProxy, startSwitchingProxy } from "../support/switching-proxy.ts";

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let proxy: SwitchingProxy | undefined;
let weekId: string;
let gameId: string;

async function pickAs(server: ServerProcess, cookie: string) {
  const response = await fetch(`${server.url}/api/picks`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({ gameId, winner: "HOME" }),
  });
  expect(response.status).toBe(200);
}

async function watch(server: ServerProcess, email: string): Promise<Room<unknown, WeekState>> {
  const cookie = await signInCookie(server.url, email);
  const client = new Client(server.url, { headers: { cookie, origin: server.url } });
  return client.joinOrCreate<WeekState>(weekRoom.name, { weekId, protocol: PROTOCOL_VERSION });
}

describe.skipIf(!canRunSeveralProcesses)("real time across two server processes sharing Redis", () => {
  beforeAll(async () => {
    const redis = workerRedisUrl();
    await forgetColyseusState(redis);
    database = await createProcessDatabase();
    ({ weekId, gameId } = await insertOwnWeekWithGame(database.url));
    const env = { DATABASE_URL: database.url, REDIS_URL: redis, SYNC_INTERVAL_MINUTES: "1440" };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);

  afterEach(({ task }) => {
    if (task.result?.state === "fail") console.log(`process A:\n${a?.output()}\nprocess B:\n${b?.output()}`);
  });

  afterAll(async () => {
    if (process.env.SHOW_PROCESS_OUTPUT) console.log(`process A:\n${a?.output()}\nprocess B:\n${b?.output()}`);
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("moves the percentages in a room of process B on every pick served by process A", async () => {
    const [onA, onB] = [await watch(a, "watcher-a@example.com"), await watch(b, "watcher-b@example.com")];
    await Promise.all([picksSeen(onA, gameId, 0), picksSeen(onB, gameId, 0)]);
    const pickers = await Promise.all([1, 2, 3, 4, 5].map((i) => signInCookie(a.url, `picker${i}@example.com`)));
    const latencies: number[] = [];
    for (const [i, cookie] of pickers.entries()) {
      const started = performance.now();
      await pickAs(a, cookie);
      await picksSeen(onB, gameId, i + 1);
      latencies.push(performance.now() - started);
    }
    console.log(
      `cross-process pick (POST to A until a client of B sees it), ms: ${latencies.map((ms) => ms.toFixed(0)).join(", ")}`,
    );
    await picksSeen(onA, gameId, pickers.length);
    expect(onB.state.games.get(gameId)!.homePercent).toBe(100);
    await Promise.all([onA.leave(), onB.leave()]);
  });

  it("closes a socket on process B when its session signs out on process A", async () => {
    const cookie = await signInCookie(a.url, "leaving@example.com");
    const room = await new Client(b.url, { headers: { cookie, origin: b.url } }).joinOrCreate<WeekState>(
      weekRoom.name,
      { weekId, protocol: PROTOCOL_VERSION },
    );
    const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    await fetch(`${a.url}/api/logout`, { headers: { cookie }, redirect: "manual" });
    expect(await closed).toBe(4401);
  });

  it("moves the clients of a killed process to another one when they reconnect, with the current state", async () => {
    proxy = await startSwitchingProxy(a.port);
    const cookie = await signInCookie(proxy.url, "survivor@example.com");
    const realtime = createRealtime({
      endpoint: proxy.url.replace("http", "ws"),
      headers: { cookie, origin: proxy.url },
      firstRetryMs: 100,
    });
    const recorder = recordingSink<WeekRoomState>();
    const live = realtime.join(weekRoom, { weekId }, recorder.sink);
    const before = await recorder.until(() => recorder.state?.games[gameId]?.totalPicks);
    await a.kill();
    const killedAt = performance.now();
    proxy.switchTo(b.port);
    await pickAs(b, await signInCookie(b.url, "while-away@example.com"));
    await recorder.until(() => recorder.statuses.includes("reconnecting"));
    const after = await recorder.until(
      () => recorder.statuses.at(-1) === "connected" && recorder.state?.games[gameId]?.totalPicks === before + 1,
      15_000,
    );
    console.log(
      `killed process: its client was back, on process B with the current state, after ${(performance.now() - killedAt).toFixed(0)} ms`,
    );
    expect(after).toBe(true);
    await live.leave();
  });
});
