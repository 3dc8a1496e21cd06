/** RULES §5/§9 "Trivia time limit": 1 to 300 seconds; default 10, also the fallback for non-numeric input. */
export const TRIVIA_TIME_LIMIT = { min: 1, max: 300, fallback: 10 } as const;

/**
 * The admin's typed value as a time limit: non-numeric falls back to 10, a number stays as typed
 * (whole seconds), so one out of 1–300 is shown as an error rather than silently changed.
 */
export function readTimeLimit(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : TRIVIA_TIME_LIMIT.fallback;
}
