import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { rowsOf } from "../db/client.ts";
import { db } from "../db/index.ts";
import { env } from "../env.ts";
import { logger } from "../logger.ts";

export interface Check {
  ok: boolean;
  /** How long the check took, in milliseconds. */
  ms: number;
  /** Why it failed: "timed out" or "failed" (the detail goes to the log, not to whoever probes). */
  error?: "timed out" | "failed";
  applied?: number;
  expected?: number;
}

export interface Readiness {
  /** ready: every check ok; degraded: only Redis is down; unavailable: the database or its migrations are not. */
  status: "ready" | "degraded" | "unavailable";
  checks: { database: Check; migrations: Check; redis?: Check };
}

const DATABASE_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;

const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};
const EXPECTED_MIGRATIONS = journal.entries.length;

class TimedOut extends Error {}

async function timed(name: string, timeoutMs: number, run: () => Promise<Partial<Check> | undefined>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  let check: Check;
  try {
    const extra = await Promise.race([run(), timeout]);
    check = { ok: true, ms: 0, ...extra };
  } catch (error) {
    check = { ok: false, ms: 0, error: error instanceof TimedOut ? "timed out" : "failed" };
    reportChange(name, false, error);
  } finally {
    clearTimeout(timer);
  }
  check.ms = Math.round((performance.now() - started) * 10) / 10;
  if (check.ok) reportChange(name, true);
  return check;
}

// Probes come every few seconds: only a change of state is logged.
const lastOk = new Map<string, boolean>();
function reportChange(name: string, ok: boolean, error?: unknown) {
  if (lastOk.get(name) === ok) return;
  const before = lastOk.get(name);
  lastOk.set(name, ok);
  if (!ok) logger.warn(`Readiness: ${name} is down:`, error);
  else if (before === false) logger.info(`Readiness: ${name} is back`);
}

const checkDatabase = () =>
  timed("database", DATABASE_TIMEOUT_MS, async () => {
    await db().execute(sql`select 1`);
    return undefined;
  });

/** Every migration of this release's journal is recorded as applied (a newer release's extra ones are allowed). */
const checkMigrations = () =>
  timed("migrations", DATABASE_TIMEOUT_MS, async () => {
    const [row] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    const applied = Number(row?.n ?? 0);
    if (applied < EXPECTED_MIGRATIONS) throw new Error(`${applied} of ${EXPECTED_MIGRATIONS} migrations applied`);
    return { applied, expected: EXPECTED_MIGRATIONS };
  });

// One connection for every probe, kept and reconnected by ioredis, so probing opens no connection per request.
let probe: { url: string; client: Redis } | null = null;
function redisFor(url: string): Redis {
  if (probe?.url === url) return probe.client;
  probe?.client.disconnect();
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  client.on("error", () => {}); // reported by the check that fails, not as an unhandled error
  probe = { url, client };
  return client;
}

const checkRedis = (url: string) =>
  timed("redis", REDIS_TIMEOUT_MS, async () => {
    await redisFor(url).ping();
    return undefined;
  });

let underWay: Promise<Readiness> | null = null;

/** The state of each part; probes that arrive while a check runs share its answer. */
export function readiness(): Promise<Readiness> {
  underWay ??= check().finally(() => {
    underWay = null;
  });
  return underWay;
}

async function check(): Promise<Readiness> {
  const url = env().REDIS_URL;
  if (!url) closeReadinessProbes();
  const [database, migrations, redis] = await Promise.all([
    checkDatabase(),
    checkMigrations(),
    url ? checkRedis(url) : undefined,
  ]);
  const checks: Readiness["checks"] = redis ? { database, migrations, redis } : { database, migrations };
  const status = !database.ok || !migrations.ok ? "unavailable" : redis && !redis.ok ? "degraded" : "ready";
  return { status, checks };
}

/** On shutdown, and in tests after probing a Redis that does not answer. */
export function closeReadinessProbes() {
  const client = probe?.client;
  probe = null;
  lastOk.delete("redis");
  client?.disconnect();
}
