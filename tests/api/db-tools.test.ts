import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, ledgerSums, publicTables, type Query } from "../../server/db/tables.ts";
import { createProcessData, type ProcessData, seedPickers } from "../support/process-data.ts";
import { multiProcessUrls, type ServerProcess, startServerProcess } from "../support/server-process.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const base = multiProcessUrls.database;
const work = mkdtempSync(join(tmpdir(), "db-tools-"));
const QUIET = { RATE_LIMITS: "off", REDIS_URL: "", SYNC_INTERVAL_MINUTES: "1440" };

/** `npm run <script> -- args` as an operator types it, with only the database variables set. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: "", DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const pgliteQuery =
  (client: PGlite): Query =>
  (text) =>
    client.query<Record<string, unknown>>(text).then((r) => r.rows);
const postgresQuery =
  (client: postgres.Sql): Query =>
  (text) =>
    client.unsafe(text) as unknown as Promise<Record<string, unknown>[]>;

async function snapshotOf(query: Query) {
  const tables = await publicTables(query);
  return { counts: await countRows(query, tables), ledger: await ledgerSums(query) };
}

async function pgliteSnapshot(dir: string) {
  const client = await PGlite.create(dir);
  try {
    return await snapshotOf(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

async function postgresSnapshot(url: string) {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await snapshotOf(postgresQuery(client));
  } finally {
    await client.end();
  }
}

async function emptyDatabase(name: string) {
  const admin = postgres(base!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = postgres(base!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end();
}

const call = (server: ServerProcess, cookie: string, path: string, method = "GET", body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** What a player sees, read the same way on every database the data lives in. */
async function pageState(server: ServerProcess, cookie: string, leagueId: string) {
  return {
    leaderboard: await ok(call(server, cookie, "/api/leaderboard")),
    standings: await ok(call(server, cookie, `/api/leagues/${leagueId}/standings/season`)),
    me: await ok(call(server, cookie, "/api/auth/user")),
  };
}

let data: ProcessData;
let cookies: string[];
let leagueId: string;
let before: Awaited<ReturnType<typeof pageState>>;

/**
 * An embedded database that has been played in: players, picks, a league with members, two games
 * finalized by an admin (ledger rows), through the HTTP API of a real server process.
 */
beforeAll(async () => {
  data = await createProcessData(undefined);
  const seeded = await seedPickers(data, { players: 5, games: 3, kickoff: new Date(Date.now() + 86_400_000) });
  cookies = seeded.cookies;
  const seededDb = await data.open();
  await seededDb.db.execute(sql`update users set role = 'ADMIN' where email = 'picker1@example.com'`);
  await seededDb.close();
  const server = await startServerProcess({ ...data.env, ...QUIET, ADMIN_EMAILS: "picker1@example.com" });
  try {
    for (const [p, cookie] of cookies.entries())
      for (const [g, gameId] of seeded.gameIds.entries())
        await ok(call(server, cookie, "/api/picks", "POST", { gameId, winner: (p + g) % 2 ? "HOME" : "AWAY" }));
    const league = await ok<{ id: string; joinCode: string }>(
      call(server, cookies[0]!, "/api/leagues", "POST", {
        name: "Moving Day",
        description: null,
        visibility: "private",
      }),
    );
    leagueId = league.id;
    for (const cookie of cookies.slice(1))
      await ok(call(server, cookie, `/api/leagues/join/${league.joinCode}`, "POST", {}));
    for (const gameId of seeded.gameIds.slice(0, 2))
      await ok(
        call(server, cookies[0]!, `/api/admin/finalize/${gameId}`, "POST", { finalHomeScore: 24, finalAwayScore: 17 }),
      );
    before = await pageState(server, cookies[1]!, leagueId);
  } finally {
    await server.stop();
  }
}, 120_000);

afterAll(async () => {
  await data?.remove();
  rmSync(work, { recursive: true, force: true });
});

describe("backing up and restoring the embedded database", () => {
  it("writes a tarball that restores into a new directory with every row and ledger sum", async () => {
    const file = join(work, "embedded.tar.gz");
    const backup = npmRun("db:backup", ["--out", file], { DATA_DIR: data.dataDir! });
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toContain("npm run db:restore");

    const restoredDir = join(work, "restored");
    const restore = npmRun("db:restore", ["--from", file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.out).toBe(0);

    const [original, restored] = [await pgliteSnapshot(data.dataDir!), await pgliteSnapshot(restoredDir)];
    expect(original.ledger.pick?.rows).toBeGreaterThan(0);
    expect(restored).toEqual(original);

    const again = npmRun("db:restore", ["--from", file], { DATA_DIR: restoredDir });
    expect(again.status).toBe(1);
    expect(again.out).toContain("is not empty: restore into a new directory");
  }, 120_000);
});

describe.skipIf(!base)("moving the embedded database to PostgreSQL, and backing that up", () => {
  const moved = `test_move_${process.pid}`;
  const restored = `test_restore_${process.pid}`;
  afterAll(async () => {
    await dropDatabase(moved);
    await dropDatabase(restored);
  });

  it("copies every row into an empty PostgreSQL database, where players find everything as they left it", async () => {
    const url = await emptyDatabase(moved);
    const move = npmRun("db:move", ["--from", data.dataDir!, "--to", url], {});
    expect(move.status, move.out).toBe(0);
    expect(move.out).toContain("counts and ledger sums match");

    const [source, target] = [await pgliteSnapshot(data.dataDir!), await postgresSnapshot(url)];
    expect(target).toEqual(source);
    expect(Object.values(target.counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);

    const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: "", ...QUIET });
    try {
      expect(await pageState(server, cookies[1]!, leagueId)).toEqual(before);
      // Identity columns continue after the copied rows: a new ledger row gets a fresh id.
      const [, , third] = (await ok<{ games: { id: string }[] }>(call(server, cookies[0]!, "/api/admin/current-week")))
        .games;
      await ok(
        call(server, cookies[0]!, `/api/admin/finalize/${third!.id}`, "POST", { finalHomeScore: 3, finalAwayScore: 0 }),
      );
    } finally {
      await server.stop();
    }
  }, 180_000);

  it("refuses a target that already holds data, and writes nothing", async () => {
    const url = new URL(base!);
    url.pathname = `/${moved}`;
    const before = await postgresSnapshot(url.toString());
    const move = npmRun("db:move", ["--from", data.dataDir!, "--to", url.toString()], {});
    expect(move.status).toBe(1);
    expect(move.out).toMatch(/The target database is not empty: table \w+ has rows/);
    expect(await postgresSnapshot(url.toString())).toEqual(before);
  }, 60_000);

  it("backs PostgreSQL up with pg_dump and restores the dump into an empty database", async () => {
    const source = new URL(base!);
    source.pathname = `/${moved}`;
    const file = join(work, "moved.dump");
    const backup = npmRun("db:backup", ["--out", file], { DATABASE_URL: source.toString() });
    expect(backup.status, backup.out).toBe(0);
    expect(existsSync(file)).toBe(true);

    const target = await emptyDatabase(restored);
    const restore = npmRun("db:restore", ["--from", file], { DATABASE_URL: target });
    expect(restore.status, restore.out).toBe(0);
    expect(await postgresSnapshot(target)).toEqual(await postgresSnapshot(source.toString()));
  }, 120_000);
});
