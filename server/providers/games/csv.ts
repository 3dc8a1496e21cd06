/**
 * Parses simple RFC 4180 CSV (quoted fields with "" escapes, no embedded newlines) into rows keyed
 * by the columns asked for; a file without one of them is refused rather than read as blanks.
 */
export function parseCsv<Column extends string>(text: string, columns: readonly Column[]): Record<Column, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const [header, ...rows] = lines.map(splitCsvLine);
  if (!header) return [];
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`CSV columns missing: ${missing.join(", ")}`);
  const at = columns.map((column) => [column, header.indexOf(column)] as const);
  return rows.map(
    (cells) => Object.fromEntries(at.map(([column, i]) => [column, cells[i] ?? ""])) as Record<Column, string>,
  );
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

export function csvNumber(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === "") return null;
  const n = Number(cell);
  return Number.isFinite(n) ? n : null;
}

/** gmalbert's pandas timestamps ("2025-01-21 00:30:00+00:00") as CFBD ISO ("2025-01-21T00:30:00.000Z"). */
export function csvInstant(cell: string): string | null {
  const ms = Date.parse(cell.trim().replace(" ", "T"));
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
