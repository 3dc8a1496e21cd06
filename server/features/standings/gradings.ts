import { canonicalUuidWords, canonicalUuidWordsAt, uuidText } from "./player-slots.ts";

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

/** A game's grading record as stored (grading_deltas, decision 045): "user points correct savedAt" a line. */
export interface GradingRecord {
  gameId: string;
  weekId: string;
  deltas: string;
}

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
   * The records' lines, split by hand and their numbers read digit by digit: nothing is sliced
   * from a record's text, so it is garbage once read. A line is at least 42 characters.
   */
  static parse(records: readonly GradingRecord[]): Gradings {
    const capacity = records.reduce((n, r) => n + Math.ceil(r.deltas.length / 42) + 1, 0);
    const words = new Int32Array(4 * capacity);
    const points = new Float64Array(capacity);
    const correct = new Uint8Array(capacity);
    const savedAt = new Float64Array(capacity);
    const runs: GradingRun[] = [];
    let texts: string[] | null = null;
    let n = 0;
    for (const { gameId, weekId, deltas: text } of records) {
      const start = n;
      for (let from = 0; from < text.length; n++) {
        let end = text.indexOf("\n", from);
        if (end === -1) end = text.length;
        const a = text.indexOf(" ", from);
        const b = text.indexOf(" ", a + 1);
        const c = text.indexOf(" ", b + 1);
        if (!texts && (a - from !== 36 || !canonicalUuidWordsAt(text, from, words, 4 * n))) {
          texts = [];
          for (let i = 0; i < n; i++) texts.push(uuidText(words, 4 * i));
        }
        texts?.push(text.slice(from, a));
        points[n] = integerIn(text, a + 1, b);
        correct[n] = c === b + 2 && text.charCodeAt(b + 1) === 49 ? 1 : 0;
        savedAt[n] = integerIn(text, c + 1, end);
        from = end + 1;
      }
      runs.push({ gameId, weekId, start, end: n });
    }
    return new Gradings(
      n,
      runs,
      texts ? null : words.subarray(0, 4 * n),
      texts,
      points.subarray(0, n),
      correct.subarray(0, n),
      savedAt.subarray(0, n),
    );
  }
}

/** The integer written in `text` from `from` to `to` (a sign, then digits): no string sliced to read it. */
function integerIn(text: string, from: number, to: number): number {
  const sign = text.charCodeAt(from) === 45 ? -1 : 1;
  let value = 0;
  for (let i = sign < 0 ? from + 1 : from; i < to; i++) value = value * 10 + (text.charCodeAt(i) - 48);
  return sign * value;
}
