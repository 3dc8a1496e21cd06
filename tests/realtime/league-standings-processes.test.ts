import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { forgetColyseusState, workerRedisUrl } from "../support/redis.ts";
import { signInCookie } from "../support/server.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;

async function call(server: ServerProcess, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(response: Promise<Response>) {
  const answered = await response;
  if (!answered.ok) throw new Error(`${answered.url}: ${answered.status} ${await answered.text()}`);
  return answered.json();
}

/** Signs in on `server` and finishes profile setup; returns the cookie and the user's id. */
async function player(server: ServerProcess, email: string, handle: string) {
  const cookie = await signInCookie(server.url, email, { completeProfile: false });
  await json(call(server, cookie, "PATCH", "/api/auth/set-handle", { handle, termsAccepted: true }));
  const { id } = (await json(call(server, cookie, "GET", "/api/auth/user"))) as { id: string };
  return { cookie, id };
}

/** The status of `path` on `server`, asked until it is `status` (the relay's delivery), and how long that took. */
async function statusBecomes(server: ServerProcess, cookie: string, path: string, status: number) {
  const started = performance.now();
  for (;;) {
    const answered = await call(server, cookie, "GET", path);
    await answered.arrayBuffer();
    if (answered.status === status) return performance.now() - started;
    if (performance.now() - started > 5_000) throw new Error(`${path} still ${answered.status} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Standings keep the league and each viewer's membership in memory (visible-league.cache.ts); a change
// on one process reaches what another process kept through the relayed events.
describe.skipIf(!canRunSeveralProcesses)("league standings across two server processes sharing Redis", () => {
  beforeAll(async () => {
    const redis = workerRedisUrl();
    await forgetColyseusState(redis);
    database = await createProcessDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis, SYNC_INTERVAL_MINUTES: "1440" };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);

  afterEach(({ task }) => {
    if (task.result?.state === "fail") console.log(`process A:\n${a?.output()}\nprocess B:\n${b?.output()}`);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("refuses on process B a member removed and an outsider shut out by a change made on process A", async () => {
    const owner = await player(a, "owner@example.com", "owner_sp");
    const member = await player(a, "member@example.com", "member_sp");
    const outsider = await player(b, "outsider@example.com", "outsider_sp");
    const league = (await json(
      call(a, owner.cookie, "POST", "/api/leagues", { name: "Kept Standings", visibility: "public" }),
    )) as { id: string; joinCode: string };
    await json(call(a, member.cookie, "POST", "/api/leagues/join", { joinCode: league.joinCode }));
    const path = `/api/leagues/${league.id}/standings/season`;
    for (const server of [a, b])
      for (const cookie of [member.cookie, outsider.cookie])
        expect((await call(server, cookie, "GET", path)).status).toBe(200);

    expect((await call(a, owner.cookie, "PATCH", `/api/leagues/${league.id}`, { visibility: "private" })).status).toBe(
      200,
    );
    expect((await call(a, outsider.cookie, "GET", path)).status).toBe(404); // the changing process: at once
    const shutOut = await statusBecomes(b, outsider.cookie, path, 404);
    expect((await call(b, member.cookie, "GET", path)).status).toBe(200);

    expect(
      (await call(a, owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${member.id}`)).status,
    ).toBeLessThan(300);
    expect((await call(a, member.cookie, "GET", path)).status).toBe(404);
    const removed = await statusBecomes(b, member.cookie, path, 404);
    console.log(
      `standings refused on process B after a change on A: ${shutOut.toFixed(0)} ms, ${removed.toFixed(0)} ms`,
    );
    expect(Math.max(shutOut, removed)).toBeLessThan(1_000);
  });
});
