import { parseArgs } from "node:util";
import { moveDatabase } from "../server/db/move.ts";

/** `npm run db:move -- --to <postgres url> [--from <PGlite directory>]`: see README, "Moving off the embedded database". */
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
const from = values.from ?? process.env.DATA_DIR ?? "./data";
if (!values.to) {
  console.error("Usage: npm run db:move -- --to postgres://user@host:5432/database [--from ./data]");
  process.exit(2);
}
try {
  const report = await moveDatabase(from, values.to);
  for (const [table, rows] of Object.entries(report.tables)) console.log(`${table.padEnd(28)} ${rows} rows`);
  for (const [source, sum] of Object.entries(report.ledger))
    console.log(`ledger ${source.padEnd(21)} ${sum.rows} rows, ${sum.amount} points`);
  console.log(
    `Moved ${report.rows} rows from ${from} in ${(report.ms / 1000).toFixed(1)} s; counts and ledger sums match.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
