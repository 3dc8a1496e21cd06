import { idWords, keepIdWords } from "./player-slots.ts";
import type { GradingDelta } from "./standings.sql.ts";

/** A grading's figures in typed arrays, a line each: a board adds 100,000 of them in its slots' order, not theirs. */
export interface GradingColumns {
  /** Each id's words (four a line, uuidWords); null when one is not a uuid. */
  words: Int32Array | null;
  points: Float64Array;
  correct: Uint8Array;
  savedAt: Float64Array;
}

const kept = new WeakMap<readonly GradingDelta[], GradingColumns>();

/** The columns of `deltas`, as their record's parse kept them or read from the objects once. */
export function gradingColumns(deltas: readonly GradingDelta[]): GradingColumns {
  let columns = kept.get(deltas);
  if (!columns) {
    columns = emptyColumns(deltas.length);
    for (let i = 0; i < deltas.length; i++) {
      const delta = deltas[i]!;
      columns.points[i] = delta.points;
      columns.correct[i] = delta.correct ? 1 : 0;
      columns.savedAt[i] = delta.savedAt;
    }
    columns.words = idWords(deltas);
    kept.set(deltas, columns);
  }
  return columns;
}

/** Columns for `length` lines, filled by a parse before keepGradingColumns. */
export function emptyColumns(length: number): GradingColumns {
  return {
    words: null,
    points: new Float64Array(length),
    correct: new Uint8Array(length),
    savedAt: new Float64Array(length),
  };
}

export function keepGradingColumns(deltas: readonly GradingDelta[], columns: GradingColumns) {
  kept.set(deltas, columns);
  if (columns.words) keepIdWords(deltas, columns.words);
}
