import type { Board, RankedRow } from "./board.ts";

/** Everything after `{"rank":N,`: the row's text without its rank (undefined keys are left out). */
const restOf = (shape: (row: RankedRow) => object) => (row: RankedRow) =>
  JSON.stringify({ ...shape(row), rank: undefined }).slice(1);

/**
 * The JSON of the row at `position`, its rank first. The rest of a row's text (by `shape`, with
 * no email) is kept by the board until the row changes (decision 042): a request joins
 * ready-made strings and serializes only the viewer's own row, with their email.
 */
export function rowJson(board: Board, kind: string, shape: (row: RankedRow) => object, position: number): string {
  return `{"rank":${position + 1},${board.textAt(kind, position, restOf(shape))}`;
}

/** Rows of a board as the UTF-8 bytes of one JSON array, and where each row's bytes start. */
export interface RowsJson {
  bytes: Buffer;
  starts: number[];
}

const kept = new WeakMap<Board, Map<string, RowsJson & { version: number }>>();
/** Pages of a board kept at once (offsets and limits are the caller's: a few are ever asked for). */
const MAX_KEPT = 32;

/**
 * Rows `from`..`to` (exclusive) of a board as a JSON array, encoded once per board version: a
 * request sends the bytes as they are (no string to build, measure and encode per request).
 */
export function rowsJson(
  board: Board,
  kind: string,
  shape: (row: RankedRow) => object,
  from = 0,
  to = board.size,
): RowsJson {
  const byKey = kept.get(board) ?? kept.set(board, new Map()).get(board)!;
  const key = `${kind}:${from}:${to}`;
  const found = byKey.get(key);
  if (found && found.version === board.version) return found;
  const parts: string[] = [];
  const starts: number[] = [];
  let at = 1;
  for (let i = from; i < to; i++) {
    const text = rowJson(board, kind, shape, i);
    starts.push(at);
    parts.push(text);
    at += Buffer.byteLength(text) + 1;
  }
  const made = { bytes: Buffer.from(`[${parts.join(",")}]`), starts, version: board.version };
  if (byKey.size >= MAX_KEPT && !byKey.has(key)) byKey.clear();
  byKey.set(key, made);
  return made;
}

/** The array with its `index`-th row replaced by `row` (the viewer's own, with their email). */
export function withRow({ bytes, starts }: RowsJson, index: number, row: string): Buffer {
  const end = index + 1 < starts.length ? starts[index + 1]! - 1 : bytes.length - 1;
  return Buffer.concat([bytes.subarray(0, starts[index]), Buffer.from(row), bytes.subarray(end)]);
}

/** A JSON text (or its UTF-8 bytes) the route sends as it is; T names the contract it satisfies. */
export type JsonText<T> = (string | Uint8Array) & { readonly __contract?: T };

export const JSON_TYPE = { "content-type": "application/json; charset=UTF-8" };
