import { parseArgs } from "node:util";
import { restoreDatabase } from "../server/db/backup.ts";
import { env } from "../server/env.ts";

/** `npm run db:restore -- --from <backup>`: into the empty DATABASE_URL (a pg_dump) or a new DATA_DIR (a PGlite backup). */
const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from <backup file>");
  process.exit(2);
}
try {
  const { kind } = await restoreDatabase(env(), values.from);
  const config = env();
  console.log(`Restored ${values.from} into ${kind === "postgres" ? "DATABASE_URL" : config.DATA_DIR}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
