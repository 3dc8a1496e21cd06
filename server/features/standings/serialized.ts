import { crc32Combine, deflatePart, type GzipPart, gzipOf, storedPart } from "../../http/gzip-parts.ts";
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
  return `{"rank":${board.rankAt(position)},${board.textAt(kind, position, restOf(shape))}`;
}

/** Rows of a board as the UTF-8 bytes of one JSON array, and where each row's bytes start. */
export interface RowsJson {
  bytes: Buffer;
  starts: number[];
}

interface KeptRows extends RowsJson {
  version: number;
  /** Made when a client first asks for gzip. */
  compressed?: Compressed;
  gzip?: Buffer;
}

const kept = new WeakMap<Board, Map<string, KeptRows>>();
/** Pages of a board kept at once (offsets and limits are the caller's: a few are ever asked for). */
const MAX_KEPT = 32;
/** ~4.6 KB of a league's rows, ~1 KB compressed: what a request sends plain around the viewer's own row. */
const ROWS_A_PIECE = 32;

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
  const made: KeptRows = { bytes: Buffer.from(`[${parts.join(",")}]`), starts, version: board.version };
  if (byKey.size >= MAX_KEPT && !byKey.has(key)) byKey.clear();
  byKey.set(key, made);
  return made;
}

/** Where the `index`-th row's bytes end (its comma or the closing bracket). */
const rowEnd = ({ bytes, starts }: RowsJson, index: number) =>
  index + 1 < starts.length ? starts[index + 1]! - 1 : bytes.length - 1;

/** The array's bytes `from`..`to` with its `index`-th row replaced by `row` (the viewer's own, with their email). */
export function withRow(rows: RowsJson, index: number, row: string, from = 0, to = rows.bytes.length): Buffer {
  return Buffer.concat([
    rows.bytes.subarray(from, rows.starts[index]),
    Buffer.from(row),
    rows.bytes.subarray(rowEnd(rows, index), to),
  ]);
}

/** The array compressed in pieces of ROWS_A_PIECE rows, joined, with each piece's bounds and the checksums around it. */
interface Compressed {
  deflated: Buffer;
  /** Where piece i starts in `deflated`, and in the array's bytes; one more entry for the end. */
  offsets: number[];
  bounds: number[];
  /** The CRC-32 of the array's bytes before piece i, and from piece i on. */
  crcBefore: number[];
  crcFrom: number[];
}

function compressedOf(rows: KeptRows): Compressed {
  if (rows.compressed) return rows.compressed;
  const { bytes, starts } = rows;
  const bounds = [0];
  for (let row = ROWS_A_PIECE; row < starts.length; row += ROWS_A_PIECE) bounds.push(starts[row]!);
  bounds.push(bytes.length);
  const count = bounds.length - 1;
  const parts = Array.from({ length: count }, (_, i) => deflatePart(bytes.subarray(bounds[i], bounds[i + 1])));
  const offsets = [0];
  const crcBefore = [0];
  for (const [i, part] of parts.entries()) {
    offsets.push(offsets[i]! + part.deflated.length);
    crcBefore.push(crc32Combine(crcBefore[i]!, part.crc, part.length));
  }
  const crcFrom = Array<number>(count + 1).fill(0);
  for (let i = count - 1; i >= 0; i--)
    crcFrom[i] = crc32Combine(parts[i]!.crc, crcFrom[i + 1]!, bytes.length - bounds[i + 1]!);
  rows.compressed = { deflated: Buffer.concat(parts.map((p) => p.deflated)), offsets, bounds, crcBefore, crcFrom };
  return rows.compressed;
}

/** The array compressed: the pieces as kept, or with the piece of the `index`-th row holding `row` instead. */
function partsOf(rows: KeptRows, own?: { index: number; row: string }): GzipPart[] {
  const { deflated, offsets, bounds, crcBefore, crcFrom } = compressedOf(rows);
  const { bytes } = rows;
  if (!own) return [{ deflated, crc: crcFrom[0]!, length: bytes.length }];
  const i = Math.floor(own.index / ROWS_A_PIECE);
  const piece = withRow(rows, own.index, own.row, bounds[i], bounds[i + 1]);
  return [
    { deflated: deflated.subarray(0, offsets[i]), crc: crcBefore[i]!, length: bounds[i]! },
    // Stored as it is: ~3.5 KB more on the wire, where compressing it again cost more than sending the rows plain.
    storedPart(piece),
    { deflated: deflated.subarray(offsets[i + 1]), crc: crcFrom[i + 1]!, length: bytes.length - bounds[i + 1]! },
  ];
}

/** A piece of a JSON body: bytes made for this request, or rows kept by a board with maybe the viewer's own row in them. */
export type BodyPiece = Buffer | { rows: RowsJson; own?: { index: number; row: string } };

/**
 * A JSON body the route sends as it is, or gzip-compressed to a client that accepts it: the rows'
 * pieces are compressed once per board version and what a request made goes in stored blocks.
 * T names the contract the JSON satisfies.
 */
export interface JsonBody<T> {
  identity(): Buffer;
  gzip(): Buffer;
  readonly __contract?: T;
}

export function jsonBody<T>(pieces: BodyPiece[]): JsonBody<T> {
  const identityOf = (piece: BodyPiece) =>
    Buffer.isBuffer(piece) ? piece : piece.own ? withRow(piece.rows, piece.own.index, piece.own.row) : piece.rows.bytes;
  const gzipPartsOf = (piece: BodyPiece) =>
    Buffer.isBuffer(piece) ? [storedPart(piece)] : partsOf(piece.rows as KeptRows, piece.own);
  const only = pieces.length === 1 ? pieces[0]! : undefined;
  return {
    identity: () => (only ? identityOf(only) : Buffer.concat(pieces.map(identityOf))),
    gzip: () => {
      if (only && !Buffer.isBuffer(only) && !only.own) {
        const rows = only.rows as KeptRows;
        rows.gzip ??= gzipOf(partsOf(rows));
        return rows.gzip;
      }
      return gzipOf(pieces.flatMap(gzipPartsOf));
    },
  };
}

export const JSON_TYPE = { "content-type": "application/json; charset=UTF-8" };
