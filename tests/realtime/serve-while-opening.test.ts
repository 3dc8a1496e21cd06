import { existsSync } from "node:fs";
import postgres from "postgres";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildClientIfStale } from "../../scripts/client-build.ts";
import { advisoryLockKeys } from "../../server/db/advisory-lock.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";

let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
let migrating: postgres.Sql | undefined;

afterEach(({ task }) => {
  if (task.result?.state === "fail") console.log(`server output:\n${server?.output()}`);
});

afterAll(async () => {
  await server?.stop();
  await migrating?.end();
  await database?.drop();
});

describe.skipIf(!canRunSeveralProcesses)("a server whose database is not open yet", () => {
  it("serves the home page and its files at once, says it is starting, and answers API requests once the database opens", async () => {
    // The suite's other runs have built the client by now; alone, this test builds it.
    if (!existsSync(new URL("../../client/dist/index.html", import.meta.url))) await buildClientIfStale(() => {});
    database = await createProcessDatabase();
    // Another process applying the migrations holds their lock: this one's start waits behind it.
    migrating = postgres(database.url, { max: 1, onnotice: () => {} });
    await migrating`select pg_advisory_lock(${advisoryLockKeys.migrations}::bigint)`;
    server = await startServerProcess(
      { DATABASE_URL: database.url, REDIS_URL: "", SYNC_INTERVAL_MINUTES: "1440" },
      { untilPagesServed: true },
    );
    expect(server.output()).toContain("while the database opens");

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toContain('<div id="root">');
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "starting" });

    // Sent while the database is held: it waits, and is answered (not refused) once it opens.
    let answered = false;
    const week = fetch(`${server.url}/api/weeks/current`).then((response) => {
      answered = true;
      return response;
    });
    const providers = fetch(`${server.url}/api/auth/providers`);
    // A later request answered first: the API's are held, not lost or refused.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(answered).toBe(false);
    expect(server.output()).not.toContain("Listening on");

    await migrating`select pg_advisory_unlock(${advisoryLockKeys.migrations}::bigint)`;
    expect((await week).status).toBe(200);
    expect((await providers).status).toBe(200);
    await expect.poll(async () => (await fetch(`${server!.url}/readyz`)).status, { timeout: 20_000 }).toBe(200);
    expect(server.output()).toMatch(/Listening on .*pages served at [\d.]+ s, database open at [\d.]+ s/);
  }, 90_000);
});
