import { Client } from "@colyseus/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../shared/realtime/protocol.ts";
import { weekRoom } from "../../shared/realtime/week.contract.ts";
import type { WeekState } from "../../shared/realtime/week.state.ts";
import { freePort, freePortRun, type RunningNginx, startNginx } from "../support/nginx.ts";
import { insertOwnWeekWithGame, picksSeen, until } from "../support/process-week.ts";
import { forgetColyseusState, workerRedisUrl } from "../support/redis.ts";
import { signInCookie } from "../support/server.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";

const WATCHERS = 8;
let database: ProcessDatabase;
let nginx: RunningNginx;
const servers: ServerProcess[] = [];
let weekId: string;
let gameId: string;

async function roomClientsOf(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return [...text.matchAll(/^realtime_sockets(?:\{[^}]*\})? (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe.skipIf(!canRunSeveralProcesses)("two server processes behind Debian's nginx with deploy/nginx.conf", () => {
  beforeAll(async () => {
    const redis = workerRedisUrl();
    await forgetColyseusState(redis);
    database = await createProcessDatabase();
    ({ weekId, gameId } = await insertOwnWeekWithGame(database.url));
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx(ports);
    for (const port of ports) {
      servers.push(
        await startServerProcess({
          DATABASE_URL: database.url,
          REDIS_URL: redis,
          SYNC_INTERVAL_MINUTES: "1440",
          PORT: String(port),
          PUBLIC_ADDRESS: `127.0.0.1:${nginx.port}/_p/{port}`,
          TRUSTED_PROXIES: "loopback",
        }),
      );
    }
  }, 120_000);

  afterEach(({ task }) => {
    if (task.result?.state !== "fail") return;
    for (const [i, s] of servers.entries()) console.log(`process ${i + 1}:\n${s.output()}`);
    console.log(`nginx:\n${nginx?.errors()}`);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await nginx?.stop();
    await database?.drop();
  });

  it("signs players in, saves their picks and moves every room, whichever process each request reaches", async () => {
    const cookies = await Promise.all(
      Array.from({ length: WATCHERS }, (_, i) => signInCookie(nginx.url, `behind-nginx-${i}@example.com`)),
    );
    const me = await fetch(`${nginx.url}/api/auth/user`, { headers: { cookie: cookies[0]! } });
    expect(me.status).toBe(200);

    const rooms = await Promise.all(
      cookies.map((cookie) =>
        new Client(nginx.url, { headers: { cookie, origin: nginx.url } }).joinOrCreate<WeekState>(weekRoom.name, {
          weekId,
          protocol: PROTOCOL_VERSION,
        }),
      ),
    );
    // Round robin spreads the joins: each process holds sockets, and every join got in.
    const perProcess = await Promise.all(servers.map(roomClientsOf));
    expect(perProcess.every((n) => n > 0)).toBe(true);
    expect(perProcess.reduce((a, b) => a + b, 0)).toBe(WATCHERS);

    for (const [i, cookie] of cookies.entries()) {
      const saved = await fetch(`${nginx.url}/api/picks`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: nginx.url, cookie },
        body: JSON.stringify({ gameId, winner: i % 2 ? "HOME" : "AWAY" }),
      });
      expect(saved.status).toBe(200);
    }
    await Promise.all(rooms.map((room) => picksSeen(room, gameId, WATCHERS)));
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it("refuses a process path nginx does not know, so it is never an open proxy", async () => {
    expect((await fetch(`${nginx.url}/_p/22/`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/_p/${servers[0]!.port}/healthz`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
  });
});

// Bounded: right after a worker is killed, the cluster primary may accept a probe and hand it to the
// dead worker, and that connection is never answered.
const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );

describe("WORKERS=N", () => {
  it("is refused on the embedded database, with what to do instead", async () => {
    const refused = await startServerProcess({ WORKERS: "2", DATABASE_URL: "", PORT: "3999" }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(refused).toContain("WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process");
  });

  describe.skipIf(!canRunSeveralProcesses)("on PostgreSQL and Redis, behind nginx", () => {
    let primary: ServerProcess;
    let front: RunningNginx;
    let cluster: ProcessDatabase;
    let ports: number[];

    beforeAll(async () => {
      const redis = workerRedisUrl();
      await forgetColyseusState(redis);
      cluster = await createProcessDatabase();
      ({ weekId, gameId } = await insertOwnWeekWithGame(cluster.url));
      const first = await freePortRun(2);
      ports = [first, first + 1];
      front = await startNginx(ports);
      primary = await startServerProcess({
        WORKERS: "2",
        PORT: String(first),
        DATABASE_URL: cluster.url,
        REDIS_URL: redis,
        SYNC_INTERVAL_MINUTES: "1440",
        PUBLIC_ADDRESS: `127.0.0.1:${front.port}/_p/{port}`,
        TRUSTED_PROXIES: "loopback",
      });
      await until(async () => (await Promise.all(ports.map(healthy))).every(Boolean), 30_000, "both workers answer");
    }, 120_000);

    afterEach(({ task }) => {
      if (task.result?.state === "fail") console.log(`primary:\n${primary?.output()}\nnginx:\n${front?.errors()}`);
    });

    afterAll(async () => {
      await primary?.stop();
      await front?.stop();
      await cluster?.drop();
    });

    it("runs a worker per port, each serving rooms through nginx, and starts a killed worker again", async () => {
      const cookies = await Promise.all(
        Array.from({ length: 6 }, (_, i) => signInCookie(front.url, `worker-${i}@example.com`)),
      );
      const rooms = await Promise.all(
        cookies.map((cookie) =>
          new Client(front.url, { headers: { cookie, origin: front.url } }).joinOrCreate<WeekState>(weekRoom.name, {
            weekId,
            protocol: PROTOCOL_VERSION,
          }),
        ),
      );
      const sockets = await Promise.all(
        ports.map((port) => roomClientsOf({ url: `http://127.0.0.1:${port}` } as ServerProcess)),
      );
      expect(sockets.every((n) => n > 0)).toBe(true);
      await Promise.all(rooms.map((room) => room.leave()));

      const pids = [...primary.output().matchAll(/Worker (\d+) on port (\d+)/g)].map((m) => ({
        pid: Number(m[1]),
        port: Number(m[2]),
      }));
      expect(pids.map((w) => w.port).sort()).toEqual(ports);
      process.kill(pids[0]!.pid, "SIGKILL");
      await until(async () => !(await healthy(pids[0]!.port)), 10_000, "the killed worker stops answering");
      await until(() => healthy(pids[0]!.port), 30_000, "a new worker on its port");
      expect(primary.output()).toMatch(new RegExp(`Worker on port ${pids[0]!.port} exited \\(SIGKILL\\)`));
    }, 180_000);

    it("drains every worker on SIGTERM and exits 0", async () => {
      await primary.stop();
      expect(primary.child.exitCode).toBe(0);
      expect(await Promise.all(ports.map(healthy))).toEqual([false, false]);
    }, 60_000);
  });
});
