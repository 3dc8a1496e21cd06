import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite, rowsOf } from "./client.ts";
import { processStartTime } from "./data-dir-lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-lock-"));
  dirs.push(dir);
  return dir;
};
const children: ReturnType<typeof spawn>[] = [];
/** Another live process: its pid stands in for one a restarted machine handed to something else. */
const liveProcess = () => {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("the embedded database", () => {
  it("applies the migrations and refuses a second opener of the same directory until closed", async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    const tables = rowsOf<{ n: number }>(
      await first.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`),
    );
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
    expect(readFileSync(join(dir, "app.lock"), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    await database.close();
  }, 60_000);

  it("records its process's start time beside its pid in the lock", async () => {
    const dir = tempDir();
    const database = await openPglite(dir);
    expect(readFileSync(join(dir, "app.lock"), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    await database.close();
  }, 60_000);

  it("takes over a lock whose pid now belongs to another live process, started after the lock was written", async () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeFileSync(join(dir, "app.lock"), `${pid} 1`);
    const database = await openPglite(dir);
    expect(readFileSync(join(dir, "app.lock"), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    await database.close();
  }, 60_000);

  it("refuses a lock held by a live process that started when the lock says", async () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeFileSync(join(dir, "app.lock"), `${pid} ${processStartTime(pid)}`);
    await expect(openPglite(dir)).rejects.toThrow(`already open in process ${pid}`);
  }, 60_000);
});
