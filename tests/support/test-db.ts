import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, openPglite, openPostgres, rowsOf } from "../../server/db/client.ts";

/** One database per test worker: PGlite in memory, or a database of its own on TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const workerDb = `test_w${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // A fresh database per worker process, dropped again when the worker closes it.
    await admin.unsafe(`drop database if exists "${workerDb}" with (force)`);
    await admin.unsafe(`create database "${workerDb}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${workerDb}`;
  const database = await openPostgres(target.toString(), { max: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${workerDb}" with (force)`).catch(() => {});
      await cleanup.end();
    },
  };
}

export async function truncateAll(database: Database) {
  const tables = rowsOf<{ tablename: string }>(
    await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  ).map((t) => `"${t.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(", ")} cascade`));
}
