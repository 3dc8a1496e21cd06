import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { migratePgliteClient, openPostgres } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type LedgerSums, publicTables, type TableCounts, tablesInCopyOrder, verifyCopy } from "./tables.ts";

export interface MoveReport {
  tables: TableCounts;
  ledger: LedgerSums;
  rows: number;
  ms: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every table of the PGlite directory `from` into the empty PostgreSQL database `to`: the
 * schema by the migrations, the rows by COPY in foreign-key order with the tables' own triggers off
 * (the rows already hold what those triggers derive), verified by row counts and ledger sums before
 * the one transaction commits. The directory's lock keeps the app from writing meanwhile.
 */
export async function moveDatabase(from: string, to: string): Promise<MoveReport> {
  const started = performance.now();
  const release = lockDataDir(from);
  const source = await PGlite.create(resolve(from)).catch((error) => {
    release();
    throw error;
  });
  try {
    await migratePgliteClient(source);
    await refuseUnlessEmpty(to);
    await (await openPostgres(to, { max: 1 })).close();
    const target = postgres(to, { max: 1, onnotice: () => {} });
    try {
      const tables = await tablesInCopyOrder((text) => source.query<Record<string, unknown>>(text).then((r) => r.rows));
      const report = await target.begin(async (tx) => {
        // Triggers go off before the first row and back on after the deferred checks have run.
        for (const table of tables) await tx.unsafe(`alter table ${ident(table.name)} disable trigger user`);
        for (const table of tables) await copyTable(source, tx, table.name, table.columns);
        await tx.unsafe("set constraints all immediate");
        for (const table of tables) await tx.unsafe(`alter table ${ident(table.name)} enable trigger user`);
        for (const table of tables) for (const column of table.identity) await resetIdentity(tx, table.name, column);
        return verifyCopy(
          (text) => source.query<Record<string, unknown>>(text).then((r) => r.rows),
          (text) => tx.unsafe(text) as unknown as Promise<Record<string, unknown>[]>,
          tables.map((t) => t.name),
        );
      });
      const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
      return { ...report, rows, ms: performance.now() - started };
    } finally {
      await target.end({ timeout: 5 });
    }
  } finally {
    await source.close();
    release();
  }
}

/** Empty: no table of the app's schema holds a row (a database migrated but never used counts as empty). */
async function refuseUnlessEmpty(url: string) {
  const target = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await publicTables((text) => target.unsafe(text) as unknown as Promise<Record<string, unknown>[]>);
    for (const table of tables) {
      const [row] = await target.unsafe(`select exists (select from ${ident(table)}) as used`);
      if (row?.used)
        throw new Error(`The target database is not empty: table ${table} has rows. Move into an empty database.`);
    }
  } finally {
    await target.end({ timeout: 5 });
  }
}

async function copyTable(source: PGlite, tx: postgres.TransactionSql, table: string, columns: string[]) {
  const list = columns.map(ident).join(", ");
  const result = await source.query(`copy ${ident(table)} (${list}) to '/dev/blob' with (format csv)`);
  const blob = result.blob;
  if (blob && blob.size > 0) {
    const writable = await tx.unsafe(`copy ${ident(table)} (${list}) from stdin with (format csv)`).writable();
    const bytes = Buffer.from(await blob.arrayBuffer());
    await new Promise<void>((done, fail) => {
      writable.on("error", fail);
      writable.end(bytes, () => done());
    });
  }
}

/** An identity column continues after the copied rows, as it did in the source. */
async function resetIdentity(tx: postgres.TransactionSql, table: string, column: string) {
  await tx.unsafe(
    `select setval(pg_get_serial_sequence('${ident(table)}', '${column}'), coalesce(max(${ident(column)}), 0) + 1, false) from ${ident(table)}`,
  );
}
