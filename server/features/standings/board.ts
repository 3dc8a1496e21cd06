import { compareRankKeys, type WeekTiebreakKey } from "../../../shared/domain/standings.ts";
import type { StandingRow } from "./standings.sql.ts";

/** With a league week's decided tiebreaker, its error and save (shared/domain/standings.ts). */
export type RankedRow = StandingRow & Omit<WeekTiebreakKey, keyof StandingRow> & { rank: number };

type Compare = (a: RankedRow, b: RankedRow) => number;

/**
 * A ranked board held in memory: rows in rank order (rank = position + 1) and each player's
 * position. A change moves the rows it touched in place (moveRows) and bumps `version`.
 */
export interface Board {
  rows: RankedRow[];
  positionOf: Map<string, number>;
  /** The board's order (shared/domain/standings.ts), kept to move rows by it. */
  compare: Compare;
  /** Bumped on every move: what was derived from the rows (their serialized text) is stale. */
  version: number;
}

/** A board with nobody on it (no current week). */
export const EMPTY_BOARD: Board = { rows: [], positionOf: new Map(), compare: compareRankKeys, version: 0 };

export function rankBoard<R extends StandingRow>(rows: R[], compare: (a: R, b: R) => number = compareRankKeys): Board {
  const sorted = [...rows].sort(compare);
  const ranked = sorted.map((row, i) => ({ ...row, rank: i + 1 }));
  return {
    rows: ranked,
    positionOf: new Map(ranked.map((row, i) => [row.userId, i])),
    compare: compare as unknown as Compare,
    version: 0,
  };
}

/**
 * Moves a change into a board without sorting it again: every row of `userIds` leaves, `fresh`
 * (those players' rows as the full query would now give them; a player missing from it is no
 * longer on the board) goes in at its place by the board's own order, and ranks and positions
 * are renumbered from the first place that moved. O(board + k log k) for k changed players.
 */
export function moveRows(board: Board, userIds: Iterable<string>, fresh: StandingRow[]): void {
  let first = board.rows.length;
  const leaving = new Set<string>();
  for (const userId of userIds) {
    const position = board.positionOf.get(userId);
    if (position === undefined) continue;
    leaving.add(userId);
    if (position < first) first = position;
  }
  const incoming = fresh.map((row) => ({ ...row, rank: 0 }) as RankedRow).sort(board.compare);
  const compare = board.compare;
  const old = board.rows;
  // The first place that moves: the first leaver's, or where the first incoming row goes.
  if (incoming.length > 0) first = Math.min(first, position(old, incoming[0]!, compare));
  const rows: RankedRow[] = old.slice(0, first);
  let j = 0;
  for (let i = first; i < old.length; i++) {
    const row = old[i]!;
    if (leaving.has(row.userId)) continue;
    while (j < incoming.length && compare(incoming[j]!, row) < 0) rows.push(incoming[j++]!);
    rows.push(row);
  }
  while (j < incoming.length) rows.push(incoming[j++]!);
  for (const userId of leaving) board.positionOf.delete(userId);
  for (let i = first; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.rank !== i + 1 || board.positionOf.get(row.userId) !== i) {
      row.rank = i + 1;
      board.positionOf.set(row.userId, i);
    }
  }
  board.rows = rows;
  board.version++;
}

/** Where a row sits in rows sorted by compare (binary search). */
function position(rows: RankedRow[], row: RankedRow, compare: Compare): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rows[mid]!, row) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
