import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../server/db/client.ts";
import { metricsRegistry } from "../../server/metrics.ts";
import { createProcessDatabase, type ProcessDatabase } from "../support/server-process.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The `database_queue_wait_seconds` series of `driver` as /metrics serves it: count, sum, and the count under `le`. */
async function waits(driver: string, le: string) {
  const lines = (await metricsRegistry.metrics()).split("\n");
  const value = (prefix: string) => Number(lines.find((l) => l.startsWith(prefix))?.split(" ")[1] ?? 0);
  return {
    count: value(`database_queue_wait_seconds_count{driver="${driver}"}`),
    sum: value(`database_queue_wait_seconds_sum{driver="${driver}"}`),
    under: value(`database_queue_wait_seconds_bucket{le="${le}",driver="${driver}"}`),
  };
}

describe.skipIf(!postgresUrl)("waits for a PostgreSQL connection", () => {
  let target: ProcessDatabase;
  let database: Database;

  beforeAll(async () => {
    target = await createProcessDatabase(postgresUrl);
    database = await openPostgres(target.url, { max: 1 }); // one connection: the second statement must wait
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it("are measured from a statement's call until a connection sends it, and a transaction's until it begins", async () => {
    const before = await waits("postgres", "0.1");
    let release!: () => void;
    let began!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const begun = new Promise<void>((resolve) => (began = resolve));
    // The one connection is the transaction's until it ends: a statement meanwhile waits for it.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      began();
      await held;
    });
    await begun;
    const waiting = database.db.execute(sql`select 2`).then(() => "answered"); // sent now (drizzle's are lazy)
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still waiting while the transaction holds the connection (checked before release: after it, a fast
    // server can answer COMMIT and the statement in one read, before a zero-delay timer fires).
    expect(await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, 0, "waiting"))])).toBe("waiting");
    release();
    await Promise.all([transaction, waiting]);
    const after = await waits("postgres", "0.1");
    expect(after.count - before.count).toBe(2); // the transaction and the statement; not the one inside
    expect(after.under - before.under).toBe(1); // the transaction began at once
    expect(after.sum - before.sum).toBeGreaterThanOrEqual(0.28); // the statement waited for the transaction
  });
});
