import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock.ts";

/** A PostgreSQL custom-format dump starts with these bytes; anything else is a PGlite data-directory tarball. */
const PG_DUMP_MAGIC = "PGDMP";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      fail(
        error.code === "ENOENT"
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? done() : fail(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * PostgreSQL: `pg_dump --format=custom` (restored by pg_restore). PGlite: the data directory as a
 * gzipped tarball (PGlite's own dumpDataDir), taken under the directory's lock so the app is not writing.
 */
export async function backupDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }, out: string) {
  if (config.DATABASE_URL) {
    await run("pg_dump", ["--format=custom", "--no-owner", `--file=${out}`, config.DATABASE_URL]);
    return { kind: "postgres" as const, out };
  }
  if (!existsSync(config.DATA_DIR)) throw new Error(`No database in ${config.DATA_DIR}: nothing to back up`);
  const release = lockDataDir(config.DATA_DIR);
  try {
    const client = await PGlite.create(resolve(config.DATA_DIR));
    try {
      const dump = await client.dumpDataDir("gzip");
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return { kind: "pglite" as const, out };
}

/** Restores a backup: a pg_dump file into the empty database DATABASE_URL, a PGlite tarball into an empty DATA_DIR. */
export async function restoreDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }, file: string) {
  const bytes = readFileSync(file);
  const isPgDump = bytes.subarray(0, PG_DUMP_MAGIC.length).toString("latin1") === PG_DUMP_MAGIC;
  if (isPgDump) {
    if (!config.DATABASE_URL)
      throw new Error("This is a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into");
    await run("pg_restore", [
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    return { kind: "postgres" as const };
  }
  if (config.DATABASE_URL)
    throw new Error("This is a PGlite backup: unset DATABASE_URL and set DATA_DIR to restore it");
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0)
    throw new Error(`${config.DATA_DIR} is not empty: restore into a new directory`);
  const release = lockDataDir(config.DATA_DIR);
  try {
    const client = await PGlite.create(resolve(config.DATA_DIR), { loadDataDir: new Blob([bytes]) });
    await client.close();
  } finally {
    release();
  }
  return { kind: "pglite" as const };
}
