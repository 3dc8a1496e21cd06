import { compareRankKeys, type WeekTiebreakKey } from "../../../shared/domain/standings.ts";
import type { GradingDelta, StandingRow } from "./standings.sql.ts";

/** With a league week's decided tiebreaker, its error and save (shared/domain/standings.ts). */
export type RankedRow = StandingRow & Omit<WeekTiebreakKey, keyof StandingRow> & { rank: number };

type Compare = (a: RankedRow, b: RankedRow) => number;

/** Each player's position on a board (rank - 1), read from their row. */
export interface Positions extends Iterable<[string, number]> {
  get(userId: string): number | undefined;
  has(userId: string): boolean;
  readonly size: number;
}

/**
 * Positions read from each player's row: a move renumbers the rows it shifts (a property each)
 * and names only the rows it replaced, not every position after them (a game's grading shifts
 * most of a 100,000-row board).
 */
class RowPositions implements Positions {
  constructor(readonly rowOf: Map<string, RankedRow>) {}
  get(userId: string) {
    const row = this.rowOf.get(userId);
    return row ? row.rank - 1 : undefined;
  }
  has(userId: string) {
    return this.rowOf.has(userId);
  }
  get size() {
    return this.rowOf.size;
  }
  *[Symbol.iterator](): Iterator<[string, number]> {
    for (const [userId, row] of this.rowOf) yield [userId, row.rank - 1];
  }
}

/**
 * A ranked board held in memory: rows in rank order (rank = position + 1) and each player's
 * position. A change moves the rows it touched in place (moveRows) and bumps `version`.
 */
export interface Board {
  rows: RankedRow[];
  positionOf: Positions;
  /** The board's order (shared/domain/standings.ts), kept to move rows by it. */
  compare: Compare;
  /** Bumped on every move: what was derived from the rows (their serialized text) is stale. */
  version: number;
  /** A global board's graded games, counted in its rows: a first grading of another adds to them. */
  graded?: Set<string>;
}

/** A board with nobody on it (no current week). */
export const EMPTY_BOARD: Board = {
  rows: [],
  positionOf: new RowPositions(new Map()),
  compare: compareRankKeys,
  version: 0,
};

/** Ranks rows by `compare`, taking the array and its rows over (sorted in place, ranks written in). */
export function rankBoard<R extends StandingRow>(rows: R[], compare: (a: R, b: R) => number = compareRankKeys): Board {
  // Ranked in place: the rows are the board's own (a copy of 1,000,000 rows cost seconds of GC).
  const ranked = rows.sort(compare) as (R & { rank: number })[];
  for (let i = 0; i < ranked.length; i++) ranked[i]!.rank = i + 1;
  return {
    rows: ranked,
    positionOf: new RowPositions(new Map(ranked.map((row) => [row.userId, row]))),
    compare: compare as unknown as Compare,
    version: 0,
  };
}

/**
 * Moves a change into a board without sorting it again: every row of `userIds` leaves, `fresh`
 * (those players' rows as the full query would now give them; a player missing from it is no
 * longer on the board) goes in at its place by the board's own order. Only the span between the
 * first and the last place that moved is merged and renumbered when as many rows come as go (a
 * player moving up past a few others touches those few); otherwise every row after it shifts.
 */
export function moveRows(board: Board, userIds: Iterable<string>, fresh: StandingRow[]): void {
  placeRows(
    board,
    userIds,
    fresh.map((row) => ({ ...row, rank: 0 }) as RankedRow),
  );
}

/** moveRows with the new rows already fresh objects of the board's shape. */
function placeRows(board: Board, userIds: Iterable<string>, fresh: RankedRow[]): void {
  const { compare } = board;
  const { rowOf } = board.positionOf as RowPositions;
  const old = board.rows;
  // A leaving row is marked by rank 0 (it is replaced, never shown again): no set to look up.
  const leaving: string[] = [];
  let low = old.length;
  let high = -1;
  for (const userId of userIds) {
    const row = rowOf.get(userId);
    if (row === undefined || row.rank === 0) continue;
    const at = row.rank - 1;
    row.rank = 0;
    leaving.push(userId);
    if (at < low) low = at;
    if (at > high) high = at;
  }
  const incoming = fresh.sort(compare);
  if (incoming.length > 0) {
    // Each goes between old[at - 1] and old[at]: the span must hold both sides of those gaps, and
    // in sorted order only the first and last row's gaps can widen it.
    const first = position(old, incoming[0]!, compare);
    const last = position(old, incoming[incoming.length - 1]!, compare);
    if (first < low) low = first;
    if (last - 1 > high) high = last - 1;
  }
  const span: RankedRow[] = [];
  let j = 0;
  for (let i = low; i <= high; i++) {
    const row = old[i]!;
    if (row.rank === 0) continue;
    while (j < incoming.length && compare(incoming[j]!, row) < 0) span.push(incoming[j++]!);
    span.push(row);
  }
  while (j < incoming.length) span.push(incoming[j++]!);
  for (const userId of leaving) rowOf.delete(userId);
  let rows = old;
  let end = low + span.length;
  if (incoming.length === leaving.length) {
    for (let i = 0; i < span.length; i++) old[low + i] = span[i]!;
  } else {
    rows = old.slice(0, low).concat(span, old.slice(high + 1));
    end = rows.length;
  }
  for (let i = low; i < end; i++) rows[i]!.rank = i + 1;
  for (const row of incoming) rowOf.set(row.userId, row);
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

/**
 * Adds games' first gradings to a global board: each picker gains the game's points, its outcome
 * and a counted pick. False, with the board untouched, when one of the games was already counted
 * (a regrade: what it gave before is not known here) or a picker is not on the board.
 */
export function addGradings(board: Board, gameIds: readonly string[], deltas: GradingDelta[]): boolean {
  if (!board.graded || gameIds.some((id) => board.graded!.has(id))) return false;
  const { rowOf } = board.positionOf as RowPositions;
  const changed = new Map<string, RankedRow>();
  for (const delta of deltas) {
    let row = changed.get(delta.userId);
    if (!row) {
      const on = rowOf.get(delta.userId);
      if (on === undefined) return false;
      row = { ...on };
      changed.set(delta.userId, row);
    }
    row.points += delta.points;
    if (delta.correct) row.correctWins++;
    else row.incorrectWins++;
    row.lastPickAt = row.lastPickAt === null ? delta.savedAt : Math.max(row.lastPickAt, delta.savedAt);
  }
  placeRows(board, changed.keys(), [...changed.values()]);
  for (const delta of deltas) board.graded.add(delta.gameId);
  return true;
}
