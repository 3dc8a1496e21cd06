import type { Board, RankedRow } from "./board.ts";

/**
 * A board's rows serialized once (by `shape`, with no email) and kept beside the board, so a
 * request only joins ready-made strings and serializes the viewer's own row with their email.
 */
const cache = new WeakMap<Board, Map<string, string[]>>();

export function serializedRows(board: Board, kind: string, shape: (row: RankedRow) => object): string[] {
  const byKind = cache.get(board) ?? cache.set(board, new Map()).get(board)!;
  let rows = byKind.get(kind);
  if (!rows) {
    rows = board.rows.map((row) => JSON.stringify(shape(row)));
    byKind.set(kind, rows);
  }
  return rows;
}

/** A JSON text the route sends as it is; T names the contract it satisfies. */
export type JsonText<T> = string & { readonly __contract?: T };

export const JSON_TYPE = { "content-type": "application/json; charset=UTF-8" };
