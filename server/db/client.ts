import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { advisoryLockKeys, withAdvisoryLock } from "./advisory-lock.ts";
import { inArrivalQueue } from "./arrival-queue.ts";
import { refusingWhileDown, watchAvailability } from "./availability.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { timingPoolWaits } from "./pool-wait.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Seconds a new connection may take before its statement fails (postgres.js waits 30 s by
 * default): while the database is unreachable a request answers 503 within this (decision 036).
 */
export const CONNECT_TIMEOUT_SECONDS = 5;

/**
 * Seconds a pool connection waits before connecting again after a failed attempt. postgres.js'
 * default grows to 10–20 s, which made answers that late during an outage and just after it; while
 * the database is known down no statement reaches the pool (decision 055), so no storm to hold back.
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * retries, 0.5);

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const availability = watchAvailability(url);
  const client = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectBackoff,
    onnotice: () => {},
    onclose: () => availability.check(),
  });
  const db = drizzlePostgres(refusingWhileDown(timingPoolWaits(client), availability), { schema }) as unknown as Db;
  // Processes of one deployment start together: one applies the migrations, the others wait and find them applied.
  await withAdvisoryLock(url, advisoryLockKeys.migrations, "migrations", () =>
    migratePostgres(db as never, { migrationsFolder }),
  );
  return {
    db,
    kind: "postgres",
    close: async () => {
      await availability.stop();
      await client.end({ timeout: 5 });
    },
  };
}

/** Opens PGlite in `dataDir` (or in memory when omitted) after taking the directory's lock file. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? resolve(dataDir) : undefined);
    const db = drizzlePglite(inArrivalQueue(client), { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Applies pending migrations to a PGlite client opened directly (the database tools do). */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}

/** Rows of a raw query, whichever driver answered (postgres.js gives an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
