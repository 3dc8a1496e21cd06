/** Runs one SQL text and answers its rows, whichever driver (PGlite, postgres.js) is behind it. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export type TableCounts = Record<string, number>;
export type LedgerSums = Record<string, { rows: number; amount: number }>;

export interface TableShape {
  name: string;
  /** Columns a copy writes: every column but generated ones, in table order. */
  columns: string[];
  identity: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => String(r.name));
}

/** The app's tables, each after the tables its foreign keys point at. */
export async function tablesInCopyOrder(query: Query): Promise<TableShape[]> {
  const names = await publicTables(query);
  const edges = await query(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columns = await query(
    `select table_name, column_name, is_identity from information_schema.columns
     where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) visit(String(edge.parent), path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => {
    const own = columns.filter((c) => c.table_name === name);
    return {
      name,
      columns: own.map((c) => String(c.column_name)),
      identity: own.filter((c) => c.is_identity === "YES").map((c) => String(c.column_name)),
    };
  });
}

export async function countRows(query: Query, tables: readonly string[]): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of tables) {
    const [row] = await query(`select count(*)::int as n from ${ident(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Rows and points per ledger source: what every board and total is made of. */
export async function ledgerSums(query: Query): Promise<LedgerSums> {
  const rows = await query(
    `select source, count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount
     from points_transactions group by source order by source`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.source), { rows: Number(r.n), amount: Number(r.amount) }]));
}

/** Compares row counts and ledger sums of two databases; throws naming every difference. */
export async function verifyCopy(source: Query, target: Query, tables: readonly string[]) {
  const [fromCounts, toCounts] = [await countRows(source, tables), await countRows(target, tables)];
  const [fromLedger, toLedger] = [await ledgerSums(source), await ledgerSums(target)];
  const differences = [
    ...tables
      .filter((t) => fromCounts[t] !== toCounts[t])
      .map((t) => `${t}: ${fromCounts[t]} rows in the source, ${toCounts[t]} in the target`),
    ...[...new Set([...Object.keys(fromLedger), ...Object.keys(toLedger)])]
      .filter((s) => JSON.stringify(fromLedger[s]) !== JSON.stringify(toLedger[s]))
      .map((s) => `ledger ${s}: ${JSON.stringify(fromLedger[s])} against ${JSON.stringify(toLedger[s])}`),
  ];
  if (differences.length) throw new Error(`The copy does not match its source:\n${differences.join("\n")}`);
  return { tables: toCounts, ledger: toLedger };
}
