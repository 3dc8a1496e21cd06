import type { Board, RankedRow } from "./board.ts";

/**
 * Boards' rows serialized once each (by `shape`, with no email) and kept beside the row, without
 * its rank: a change moves a few rows and renumbers many (decision 042), so the rank is written
 * in front of the kept text when a page is put together. A request joins ready-made strings and
 * serializes only the viewer's own row, with their email.
 */
const rests = new Map<string, WeakMap<RankedRow, string>>();

function restOf(kind: string, row: RankedRow, shape: (row: RankedRow) => object): string {
  const byRow = rests.get(kind) ?? rests.set(kind, new WeakMap()).get(kind)!;
  let rest = byRow.get(row);
  if (rest === undefined) {
    // Everything after `{"rank":N,`: the row's text without its rank (undefined keys are left out).
    rest = JSON.stringify({ ...shape(row), rank: undefined }).slice(1);
    byRow.set(row, rest);
  }
  return rest;
}

/** The JSON of the row at `position`, its rank first. */
export function rowJson(board: Board, kind: string, shape: (row: RankedRow) => object, position: number): string {
  const row = board.rows[position]!;
  return `{"rank":${row.rank},${restOf(kind, row, shape)}`;
}

/** A whole board as one JSON array, and where each row's text starts (its end: the next one's start, less a comma). */
export interface BoardJson {
  text: string;
  starts: number[];
}

const whole = new WeakMap<Board, Map<string, BoardJson & { version: number }>>();

/** Every row of a board as a JSON array, kept until the board moves. */
export function boardJson(board: Board, kind: string, shape: (row: RankedRow) => object): BoardJson {
  const byKind = whole.get(board) ?? whole.set(board, new Map()).get(board)!;
  const kept = byKind.get(kind);
  if (kept && kept.version === board.version) return kept;
  const parts: string[] = [];
  const starts: number[] = [];
  let at = 1;
  for (let i = 0; i < board.rows.length; i++) {
    const text = rowJson(board, kind, shape, i);
    starts.push(at);
    parts.push(text);
    at += text.length + 1;
  }
  const made = { text: `[${parts.join(",")}]`, starts, version: board.version };
  byKind.set(kind, made);
  return made;
}

/** A JSON text the route sends as it is; T names the contract it satisfies. */
export type JsonText<T> = string & { readonly __contract?: T };

export const JSON_TYPE = { "content-type": "application/json; charset=UTF-8" };
