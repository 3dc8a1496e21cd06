import { canonicalUuidWords, uuidText } from "./player-slots.ts";

/** What a game's first grading adds to one picker on a global board (decision 042). */
export interface GradingDelta {
  userId: string;
  gameId: string;
  weekId: string;
  points: number;
  correct: boolean;
  /** µs: the pick's save, now a counted pick. */
  savedAt: number;
}

/** A game's lines in a batch: [start, end). */
export interface GradingRun {
  gameId: string;
  weekId: string;
  start: number;
  end: number;
}

/**
 * A game's grading record as stored (grading_deltas, decisions 045, 051): base64 of a 30-byte line a
 * picker, big-endian as PostgreSQL's send functions write them: the user's uuid (16 bytes), the
 * game's points (int4), the pick's save in µs (int8), 1 for a correct pick (int2).
 */
export interface GradingRecord {
  gameId: string;
  weekId: string;
  /** Its text, or the text's bytes as the driver received them (postgres.js: never made a string). */
  deltas: string | Uint8Array;
}

/** A record line's bytes (GradingRecord). */
export const LINE = 30;

/**
 * Games' first gradings, a line a picker, in columns (decision 050): a grading of 100,000 pickers
 * is a few typed arrays, not 100,000 objects and id strings alive across the boards' awaits (they
 * were promoted, and the old generation of a small heap then collected once or twice a grading).
 * An id is its four words (canonicalUuidWords); a batch with an id that is not one keeps texts.
 */
export class Gradings {
  constructor(
    readonly length: number,
    readonly runs: readonly GradingRun[],
    /** Four words a line; null when an id is not a canonical uuid: `texts` then. */
    readonly words: Int32Array | null,
    private readonly texts: readonly string[] | null,
    readonly points: Float64Array,
    readonly correct: Uint8Array,
    readonly savedAt: Float64Array,
  ) {}

  userId(line: number): string {
    return this.texts ? this.texts[line]! : uuidText(this.words!, 4 * line);
  }

  /** The lines of week W's games (this batch when every game is of W). */
  ofWeek(weekId: string): Gradings {
    const runs = this.runs.filter((run) => run.weekId === weekId);
    if (runs.length === this.runs.length) return this;
    const lines: number[] = [];
    for (const run of runs) for (let i = run.start; i < run.end; i++) lines.push(i);
    let start = 0;
    const moved = runs.map((run) => {
      const end = start + run.end - run.start;
      const copy = { ...run, start, end };
      start = end;
      return copy;
    });
    const pick = <T extends Float64Array | Uint8Array>(from: T, to: T) => {
      for (let k = 0; k < lines.length; k++) to[k] = from[lines[k]!]!;
      return to;
    };
    let words: Int32Array | null = null;
    if (this.words) {
      words = new Int32Array(4 * lines.length);
      for (let k = 0; k < lines.length; k++) words.set(this.words.subarray(4 * lines[k]!, 4 * lines[k]! + 4), 4 * k);
    }
    return new Gradings(
      lines.length,
      moved,
      words,
      this.texts ? lines.map((line) => this.texts![line]!) : null,
      pick(this.points, new Float64Array(lines.length)),
      pick(this.correct, new Uint8Array(lines.length)),
      pick(this.savedAt, new Float64Array(lines.length)),
    );
  }

  /** Each line as an object (tests, and a few lines' use). */
  deltas(): GradingDelta[] {
    const out: GradingDelta[] = [];
    for (const { gameId, weekId, start, end } of this.runs)
      for (let i = start; i < end; i++)
        out.push({
          userId: this.userId(i),
          gameId,
          weekId,
          points: this.points[i]!,
          correct: this.correct[i] === 1,
          savedAt: this.savedAt[i]!,
        });
    return out;
  }

  /** Lines from objects, a run wherever the game changes. */
  static of(deltas: readonly GradingDelta[]): Gradings {
    const n = deltas.length;
    const runs: GradingRun[] = [];
    let words: Int32Array | null = new Int32Array(4 * n);
    const points = new Float64Array(n);
    const correct = new Uint8Array(n);
    const savedAt = new Float64Array(n);
    deltas.forEach((delta, i) => {
      const run = runs.at(-1);
      if (run?.gameId === delta.gameId && run.weekId === delta.weekId) run.end = i + 1;
      else runs.push({ gameId: delta.gameId, weekId: delta.weekId, start: i, end: i + 1 });
      if (words && !canonicalUuidWords(delta.userId, words, 4 * i)) words = null;
      points[i] = delta.points;
      correct[i] = delta.correct ? 1 : 0;
      savedAt[i] = delta.savedAt;
    });
    return new Gradings(n, runs, words, words ? null : deltas.map((d) => d.userId), points, correct, savedAt);
  }

  /**
   * The records' lines (decision 051): each record's base64 decoded at once (fromBase64), then
   * each line's fixed fields read from the bytes. Null when a record is not in this form (one an
   * earlier version wrote as text): the boards are rebuilt.
   */
  static parse(records: readonly GradingRecord[]): Gradings | null {
    const bytes: Uint8Array[] = [];
    let n = 0;
    for (const record of records) {
      const decoded = fromBase64(record.deltas);
      if (!decoded || decoded.length % LINE !== 0) return null;
      bytes.push(decoded);
      n += decoded.length / LINE;
    }
    const words = new Int32Array(4 * n);
    const points = new Float64Array(n);
    const correct = new Uint8Array(n);
    const savedAt = new Float64Array(n);
    const runs: GradingRun[] = [];
    let k = 0;
    records.forEach(({ gameId, weekId }, r) => {
      const line = bytes[r]!;
      const view = new DataView(line.buffer, line.byteOffset, line.length);
      const start = k;
      for (let at = 0; at < line.length; at += LINE, k++) {
        words[4 * k] = view.getInt32(at);
        words[4 * k + 1] = view.getInt32(at + 4);
        words[4 * k + 2] = view.getInt32(at + 8);
        words[4 * k + 3] = view.getInt32(at + 12);
        points[k] = view.getInt32(at + 16);
        // An int8 of µs since the epoch, exact below 2^53.
        savedAt[k] = view.getInt32(at + 20) * 2 ** 32 + view.getUint32(at + 24);
        correct[k] = view.getInt16(at + 28) === 1 ? 1 : 0;
      }
      runs.push({ gameId, weekId, start, end: k });
    });
    return new Gradings(n, runs, words, null, points, correct, savedAt);
  }
}

/** Each base64 character's value by code; -2 for a line break (encode() breaks every 76), -1 for any other. */
const BASE64 = new Int8Array(256).fill(-1);
for (const [i, c] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries())
  BASE64[c.charCodeAt(0)] = i;
BASE64[10] = -2;
BASE64[13] = -2;

/**
 * A record's bytes: a text decoded natively; bytes decoded here, four characters to three bytes,
 * so the ~4 MB of a 100,000-picker record are never a string on the heap. Null for anything but
 * base64 (the earlier text form has spaces).
 */
function fromBase64(deltas: string | Uint8Array): Uint8Array | null {
  if (typeof deltas === "string") return deltas.indexOf(" ") === -1 ? Buffer.from(deltas, "base64") : null;
  const out = new Uint8Array(Math.floor((deltas.length * 3) / 4));
  let n = 0;
  let bits = 0;
  let count = 0;
  for (let i = 0; i < deltas.length; i++) {
    const c = deltas[i]!;
    const value = BASE64[c]!;
    if (value === -2) continue;
    if (value === -1) {
      if (c === 61) break;
      return null;
    }
    bits = (bits << 6) | value;
    if (++count === 4) {
      out[n++] = bits >>> 16;
      out[n++] = (bits >>> 8) & 255;
      out[n++] = bits & 255;
      bits = 0;
      count = 0;
    }
  }
  if (count === 3) {
    out[n++] = bits >>> 10;
    out[n++] = (bits >>> 2) & 255;
  } else if (count === 2) out[n++] = bits >>> 4;
  else if (count === 1) return null;
  return out.subarray(0, n);
}
