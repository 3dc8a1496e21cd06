import { DAY_OVER_MESSAGE } from "../../../shared/contracts/trivia.ts";
import { shiftDay, triviaDayOf } from "../../../shared/domain/trivia-day.ts";
import { ConflictError } from "../../domain-errors.ts";

/**
 * The day a call acts on: today, or yesterday when the caller names it (a call sent just before
 * midnight Central); any other day is over, or not yet begun. The caller decides whether
 * yesterday may still be touched.
 */
export function requestDay(requested: string | undefined, now: Date): { day: string; past: boolean } {
  const today = triviaDayOf(now);
  if (requested === undefined || requested === today) return { day: today, past: false };
  if (requested === shiftDay(today, -1)) return { day: requested, past: true };
  throw new ConflictError(DAY_OVER_MESSAGE);
}
