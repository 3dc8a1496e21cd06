import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";
import { advisoryLockKeys } from "../../server/db/advisory-lock.ts";
import { until } from "../support/process-week.ts";
import {
  canRunSeveralProcesses,
  createProcessDatabase,
  multiProcessUrls,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";

const LEADS = "Job leader: this process runs background jobs";
const FOLLOWS = "Job leader: another process runs background jobs";
const SYNCED = "Job game sync: done";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function startProcesses(databaseUrl: string, count: number) {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: databaseUrl, LOG_LEVEL: "debug" })),
  );
  const processes = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  cleanups.push(() => Promise.all(processes.map((p) => p.stop())).then(() => {}));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return processes;
}

/** The OS process id of the server process whose session holds the job leader lock, if any. */
async function lockHolderPid(databaseUrl: string): Promise<number | undefined> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ application_name: string }[]>`
      select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objid = ${advisoryLockKeys.jobLeader}::oid and l.granted
        and l.database = (select oid from pg_database where datname = current_database())`; // other tests' servers hold it in theirs
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0] ? Number(rows[0].application_name.split(" ").at(-1)) : undefined;
  } finally {
    await sql.end();
  }
}

/** An empty database with no migrations applied, as a new deployment finds it. */
async function createEmptyDatabase(): Promise<string> {
  const admin = postgres(multiProcessUrls.database!, { max: 1, onnotice: () => {} });
  const name = `test_mp_empty_${process.pid}`;
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = postgres(multiProcessUrls.database!, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  const url = new URL(multiProcessUrls.database!);
  url.pathname = `/${name}`;
  return url.toString();
}

const leaderOf = (processes: ServerProcess[]) => processes.filter((p) => p.output().includes(LEADS));

describe.skipIf(!canRunSeveralProcesses)("one job leader among several processes", () => {
  it("lets exactly one of two processes run the background jobs, and the other take over when it crashes", async () => {
    const database = await createProcessDatabase();
    cleanups.push(() => database.drop());
    const processes = await startProcesses(database.url, 2);
    const [leader] = await until(() => (leaderOf(processes).length > 0 ? leaderOf(processes) : undefined), 30_000);
    const follower = processes.find((p) => p !== leader)!;
    await until(() => follower.output().includes(FOLLOWS), 30_000);
    await until(() => leader!.output().includes(SYNCED), 60_000);
    expect(leaderOf(processes)).toEqual([leader]);
    expect(follower.output()).not.toContain(SYNCED);
    expect(await lockHolderPid(database.url)).toBe(leader!.child.pid);

    await leader!.kill();
    const killedAt = Date.now();
    await until(() => follower.output().includes(LEADS), 60_000);
    const takeoverMs = Date.now() - killedAt;
    console.info(
      `Job leader takeover after SIGKILL: ${(takeoverMs / 1000).toFixed(1)} s (JOB_LEADER_RETRY_SECONDS default 10)`,
    );
    expect(await lockHolderPid(database.url)).toBe(follower.child.pid);
    await until(() => follower.output().includes(SYNCED), 60_000);
  }, 180_000);

  it("brings up two processes started at once on a database with no migrations applied yet", async () => {
    const url = await createEmptyDatabase();
    const processes = await startProcesses(url, 2);
    for (const p of processes) expect((await fetch(`${p.url}/api/weeks/current`)).status).toBe(200);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [applied] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    await sql.end();
    expect(applied!.n).toBeGreaterThan(0);
  }, 180_000);
});
