import { TRIVIA_COUNT } from "@shared/contracts/trivia-questions";

/** RULES §5 "AI trivia count and league trivia count": whole numbers 1 to 20; blank or non-numeric is the default 5. */
export function readTriviaCount(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(value)) return TRIVIA_COUNT.default;
  return Math.min(TRIVIA_COUNT.max, Math.max(TRIVIA_COUNT.min, value));
}

/** Adds or removes one value of a multi-select, keeping the order of `all` so request bodies are stable. */
export function toggleIn<T>(all: readonly T[], selected: readonly T[], value: T): T[] {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return all.filter((v) => next.includes(v));
}
