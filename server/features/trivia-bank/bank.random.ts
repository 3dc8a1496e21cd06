import { formatInTimeZone } from "date-fns-tz";
import { CENTRAL_TIME_ZONE } from "../../../shared/domain/central-time.ts";

/** A PRNG seeded from a question's key (FNV-1a into mulberry32): the same key draws the same answers every run. */
export function seededRandom(key: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], key: string): T[] {
  const random = seededRandom(key);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Three wrong answers for `correct`: drawn first from `preferred` (the most plausible values, e.g.
 * the same conference's), then from `fallback`; never equal to the answer or to each other
 * (case-insensitively). Null when the pools hold fewer than three such values.
 */
export function distractors(
  correct: string,
  key: string,
  preferred: readonly string[],
  fallback: readonly string[] = [],
): [string, string, string] | null {
  const seen = new Set([correct.toLowerCase()]);
  const picked: string[] = [];
  for (const [pool, salt] of [
    [preferred, "p"],
    [fallback, "f"],
  ] as const) {
    for (const value of shuffled([...new Set(pool)].sort(), `${key}:${salt}`)) {
      if (picked.length === 3) break;
      if (seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      picked.push(value);
    }
  }
  return picked.length === 3 ? [picked[0]!, picked[1]!, picked[2]!] : null;
}

/** "August 24, 2024": the Central-Time calendar day of a kickoff. */
export const centralDay = (instant: string | Date) => formatInTimeZone(instant, CENTRAL_TIME_ZONE, "MMMM d, yyyy");
