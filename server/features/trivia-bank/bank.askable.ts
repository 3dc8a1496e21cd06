import { shiftDate, startOfCentralDay } from "../../../shared/domain/central-time.ts";
import { createCache } from "../../cache/index.ts";

/**
 * When a bank question may be asked (decision 017). Its facts carry `knownAt` on the recorded
 * season's clock; the server clock sees them `shiftAt(instant)` ms later (the offline replay's shift,
 * 0 for live CFBD games, whose 2024 facts happened when they happened).
 */
export type ShiftAt = (instant: number) => number;

/** How many days ahead `firstAskableDays` looks: the replay repeats yearly, so two years see every day it will have. */
export const ASKABLE_HORIZON_DAYS = 731;

// Time-zone arithmetic is the costly part of a scan over two years of days; days repeat between calls.
const dayStarts = createCache<string, number>({ name: "central-day-starts", max: 4 * ASKABLE_HORIZON_DAYS });
function dayStart(day: string): number {
  let start = dayStarts.get(day);
  if (start === undefined) {
    start = startOfCentralDay(day).getTime();
    dayStarts.set(day, start);
  }
  return start;
}

/**
 * The recorded-season instant a fact must precede to be asked on the trivia day `day`: the day's
 * first instant, moved back by the shift at the day's last instant. The shift only grows (an
 * off-season part replays the season again from week 1), so a fact this allows stays known all day.
 */
export function knownCutoff(day: string, shiftAt: ShiftAt): number {
  const start = dayStart(day);
  const last = dayStart(shiftDate(day, 1)) - 1;
  return start - shiftAt(last);
}

export const askableOn = (knownAt: number | null, cutoff: number) => knownAt === null || knownAt < cutoff;

/** Whether today's draw may take a question, and else the first trivia day that may (null: none within the horizon). */
export type Askability = { askable: true; from: null } | { askable: false; from: string | null };

/**
 * For each knownAt, whether it is askable on `today` and else the first later day that may ask it.
 * Under the replay a postseason fact may never be: the season restarts before a day begins after it.
 */
export function firstAskableDays(knownAts: readonly (number | null)[], today: string, shiftAt: ShiftAt): Askability[] {
  // The cutoff can drop when an off-season part restarts the season; its running maximum cannot,
  // and the first day whose cutoff passes a fact is the first whose running maximum does.
  const reach: number[] = [];
  let highest = -Infinity;
  for (let i = 0; i < ASKABLE_HORIZON_DAYS; i++) {
    highest = Math.max(highest, knownCutoff(shiftDate(today, i), shiftAt));
    reach.push(highest);
  }
  return knownAts.map((knownAt) => {
    if (knownAt === null || knownAt < reach[0]!) return { askable: true, from: null };
    let low = 1;
    let high = ASKABLE_HORIZON_DAYS;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (knownAt < reach[mid]!) high = mid;
      else low = mid + 1;
    }
    return { askable: false, from: low < ASKABLE_HORIZON_DAYS ? shiftDate(today, low) : null };
  });
}
