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
   * The records' lines, read in one pass by hand, their numbers digit by digit: nothing is sliced
   * from a record's text (of canonical ids), so it is garbage once read. A line of a canonical id
   * is at least 42 characters.
   */
  static parse(records: readonly GradingRecord[]): Gradings {
    let capacity = records.reduce((n, r) => n + Math.ceil(r.deltas.length / 42) + 1, 0);
    let words = new Int32Array(4 * capacity);
    let points = new Float64Array(capacity);
    let correct = new Uint8Array(capacity);
    let savedAt = new Float64Array(capacity);
    // Lines shorter than a canonical id's (none the database writes) may need more room.
    const grow = () => {
      capacity *= 2;
      const copy = <T extends Int32Array | Float64Array | Uint8Array>(from: T, to: T) => {
        to.set(from);
        return to;
      };
      words = copy(words, new Int32Array(4 * capacity));
      points = copy(points, new Float64Array(capacity));
      correct = copy(correct, new Uint8Array(capacity));
      savedAt = copy(savedAt, new Float64Array(capacity));
    };
    const runs: GradingRun[] = [];
    let texts: string[] | null = null;
    let n = 0;
    for (const { gameId, weekId, deltas: text } of records) {
      const start = n;
      for (let from = 0; from < text.length; n++) {
        if (n === capacity) grow();
        // One pass a line: a canonical id is read as it is checked, then each number to its separator.
        let a = from + 36;
        if (texts || text.charCodeAt(a) !== 32 || !canonicalUuidWordsAt(text, from, words, 4 * n)) {
          a = text.indexOf(" ", from);
          if (!texts) {
            texts = [];
            for (let i = 0; i < n; i++) texts.push(uuidText(words, 4 * i));
          }
          texts.push(text.slice(from, a));
        }
        points[n] = integerAt(text, a + 1);
        correct[n] = integerAt(text, cursor + 1) === 1 ? 1 : 0;
        savedAt[n] = integerAt(text, cursor + 1);
        from = cursor + 1;
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

/** Where integerAt stopped: the separator after the integer it read. */
let cursor = 0;

/** The integer written in `text` from `from` (a sign, then digits, up to a space or the line's end): no string sliced to read it. */
function integerAt(text: string, from: number): number {
  let i = from;
  const sign = text.charCodeAt(i) === 45 ? -1 : 1;
  if (sign < 0) i++;
  let value = 0;
  for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) value = value * 10 + (c - 48);
  cursor = i;
  return sign * value;
}
