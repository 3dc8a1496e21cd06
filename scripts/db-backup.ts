import { parseArgs } from "node:util";
import { backupDatabase } from "../server/db/backup.ts";
import { env } from "../server/env.ts";

/** `npm run db:backup [-- --out <file>]`: the database the app is configured for (DATABASE_URL, else DATA_DIR). */
const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = env();
const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
const out = values.out ?? `gridiron-backup-${stamp}.${config.DATABASE_URL ? "dump" : "tar.gz"}`;
try {
  const { kind } = await backupDatabase(config, out);
  console.log(
    kind === "postgres"
      ? `Wrote ${out} (pg_dump, custom format). Restore: DATABASE_URL=<empty database> npm run db:restore -- --from ${out}`
      : `Wrote ${out} (PGlite data directory). Restore: DATA_DIR=<new directory> npm run db:restore -- --from ${out}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
