import { Client } from "@colyseus/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { weekRoom } from "../../shared/realtime/week.contract.ts";
import type { WeekState } from "../../shared/realtime/week.state.ts";
import { freePort } from "../support/nginx.ts";
import { type OwnRedis, startOwnRedis } from "../support/own-redis.ts";
import { insertOwnWeekWithGame, picksSeen, until } from "../support/process-week.ts";
import { signInCookie } from "../support/server.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";

let database: ProcessDatabase;
let redis: OwnRedis;
const servers: ServerProcess[] = [];
let weekId: string;
let gameId: string;
let env: Record<string, string>;

const watch = async (server: ServerProcess, email: string) => {
  const cookie = await signInCookie(server.url, email);
  return new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<WeekState>(weekRoom.name, {
    weekId,
    protocol: PROTOCOL_VERSION,
  });
};

async function pick(server: ServerProcess, cookie: string) {
  return fetch(`${server.url}/api/picks`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({ gameId, winner: "HOME" }),
  });
}

const readiness = async (server: ServerProcess) =>
  ((await (await fetch(`${server.url}/readyz`)).json()) as { status: string }).status;

describe.skipIf(!canRunSeveralProcesses)("two processes when their Redis goes away and comes back", () => {
  beforeAll(async () => {
    redis = await startOwnRedis(await freePort());
    database = await createProcessDatabase();
    ({ weekId, gameId } = await insertOwnWeekWithGame(database.url));
    env = { DATABASE_URL: database.url, REDIS_URL: redis.url, SYNC_INTERVAL_MINUTES: "1440", RATE_LIMITS: "off" };
    servers.push(await startServerProcess(env), await startServerProcess(env));
  }, 120_000);

  afterEach(({ task }) => {
    if (task.result?.state === "fail")
      for (const [i, s] of servers.entries()) console.log(`process ${i + 1}:\n${s.output()}`);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    await database?.drop();
  });

  it("keeps serving HTTP and its own rooms, says degraded, and catches up when Redis returns", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [onA, onB] = [await watch(a, "watch-a@example.com"), await watch(b, "watch-b@example.com")];
    const [first, second, third] = await Promise.all(
      ["p1", "p2", "p3"].map((name) => signInCookie(a.url, `${name}@example.com`)),
    );
    expect((await pick(a, first!)).status).toBe(200);
    await Promise.all([picksSeen(onA, gameId, 1), picksSeen(onB, gameId, 1)]);

    await redis.kill();
    await until(
      async () => (await readiness(a)) === "degraded" && (await readiness(b)) === "degraded",
      30_000,
      "degraded",
    );
    expect((await fetch(`${b.url}/api/leaderboard`, { headers: { cookie: first! } })).status).toBe(200);
    expect((await pick(a, second!)).status).toBe(200);
    await picksSeen(onA, gameId, 2); // this process's own rooms follow its own events

    // A process starts while Redis is down, and serves.
    const late = await startServerProcess(env);
    servers.push(late);
    expect((await fetch(`${late.url}/healthz`)).status).toBe(200);
    expect(await readiness(late)).toBe("degraded");

    await new Promise((r) => setTimeout(r, 20_000)); // longer than the 15–90 s crash window began at
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    // Every Redis client of the process listens for its errors: none is printed as unhandled
    // (Colyseus' driver's used to be, on every reconnect: 49 lines a minute, issue 39).
    const unhandled = servers.map((server) => server.output().match(/Unhandled error event/g)?.length ?? 0);
    console.info(`"Unhandled error event" lines during the outage, per process: ${unhandled.join(", ")}`);
    expect(unhandled).toEqual(servers.map(() => 0));

    await redis.restart();
    await until(
      async () => (await Promise.all(servers.map(readiness))).every((s) => s === "ready"),
      30_000,
      "ready again",
    );
    await picksSeen(onB, gameId, 2); // the room of B refreshed from the database
    expect((await pick(a, third!)).status).toBe(200);
    await Promise.all([picksSeen(onA, gameId, 3), picksSeen(onB, gameId, 3)]);
    const onLate = await watch(late, "watch-late@example.com");
    await picksSeen(onLate, gameId, 3);
    const logged = a.output().match(/Redis (lost|unreachable)/g) ?? [];
    expect(logged.length).toBe(1); // logged once, not per event
    await Promise.all([onA.leave(), onB.leave(), onLate.leave()]);
  }, 120_000);
});
