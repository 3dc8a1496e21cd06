import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite, rowsOf } from "./client.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the embedded database", () => {
  it("applies the migrations and refuses a second opener of the same directory until closed", async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    const tables = rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`));
    expect(tables[0]!.n).toBeGreaterThanOrEqual(18);
    await expect(openPglite(dir)).rejects.toThrow(/already open in process/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  }, 60_000);

  it("takes over a lock naming its own process id, left by a crashed server whose restart got the same id", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "app.lock"), String(process.pid));
    const database = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/already open in process/); // but never twice at once
    await database.close();
  }, 60_000);

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "app.lock"), "999999");
    const database = await openPglite(dir);
    await database.close();
  }, 60_000);
});
