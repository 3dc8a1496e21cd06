/**
 * How the sync spends a monthly budget of provider calls (decision 032): pure, so every figure the
 * admin panel shows and every run the job makes come from the same formula.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Calls one steady-state full sync makes (syncGames): /calendar, /games of each candidate week (two
 * on a Sunday), /lines, /rankings, /teams, /records. A stale earlier week adds 3, a first start
 * mid-season 3 per missing week: those are paid from the same budget and the pace adapts after.
 */
export const CALLS_PER_FULL_SYNC = 7;
/** Calls one live poll makes on average: /scoreboard, plus /games when a game has just ended. */
export const CALLS_PER_POLL = 1.25;
/** The share of the calls left that full syncs (schedule, lines, rankings) may plan on; polls get the rest. */
export const FULL_SYNC_SHARE = 0.3;
/** Polls never come closer than this (CFBD refreshes its scoreboard about once a minute). */
export const MIN_POLL_MS = MINUTE_MS;
/** From this many live games up, a poll is worth its full rate; fewer stretch the interval by √(this / live). */
export const FULL_RATE_LIVE_GAMES = 9;
/** The game-day window: Saturday 15:00 UTC (10:00 Central) through Sunday 07:00 UTC. */
const GAME_DAY_START_HOUR_UTC = 15;
const GAME_DAY_MS = 16 * HOUR_MS;
/** Of a game-day window, the hours with a Power-5 game live on a full Saturday. */
const LIVE_MS_PER_GAME_DAY = 13 * HOUR_MS;
/** Live hours a week outside Saturdays (Thursday and Friday nights, November weeknights). */
const WEEKDAY_LIVE_MS_PER_WEEK = 4 * HOUR_MS;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** A game live now counts at least this long in the month's live time left. */
const LIVE_GAME_MS = 4 * HOUR_MS;

/** The first instant of the next calendar month, UTC: when the budget starts again. */
export function monthEndsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Game-day windows (ms) that overlap [from, to). */
function gameDayOverlapMs(from: number, to: number): number {
  const day = new Date(from);
  // The Saturday on or before `from`, at the window's start.
  let start = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate() - ((day.getUTCDay() + 1) % 7),
    GAME_DAY_START_HOUR_UTC,
  );
  let total = 0;
  for (; start < to; start += WEEK_MS) total += Math.max(0, Math.min(to, start + GAME_DAY_MS) - Math.max(from, start));
  return total;
}

/**
 * The modeled time with games live from `now` to the month's end: 13 of each Saturday window's 16
 * hours, 4 hours a week outside them, and at least the rest of a game live now.
 */
export function liveMsLeftInMonth(now: Date, liveNow: number): number {
  const from = now.getTime();
  const to = monthEndsAt(now).getTime();
  const saturdays = gameDayOverlapMs(from, to);
  const modeled =
    saturdays * (LIVE_MS_PER_GAME_DAY / GAME_DAY_MS) +
    (to - from - saturdays) * (WEEKDAY_LIVE_MS_PER_WEEK / (WEEK_MS - GAME_DAY_MS));
  return liveNow > 0 ? Math.max(modeled, Math.min(to - from, LIVE_GAME_MS)) : modeled;
}

export interface BudgetPlanInput {
  now: Date;
  /** CFBD_MONTHLY_CALLS. */
  budget: number;
  /** Calls counted this month, by every process. */
  used: number;
  /** The site's games live now or about to kick off. */
  live: number;
  /** SYNC_INTERVAL_MINUTES: full syncs never come closer than this. */
  minFullSyncMs: number;
}

export interface BudgetPlan {
  callsLeft: number;
  monthEndsAt: Date;
  /** The live poll's interval now; null when nothing is live or no poll fits what is left. */
  pollEveryMs: number | null;
  /** The gap between full syncs; null when a full sync no longer fits what is left. */
  fullSyncEveryMs: number | null;
}

/**
 * The pace that fits the month (decision 032). With L calls left, T ms left in the month and V ms of
 * modeled live time left:
 *   full sync every max(SYNC_INTERVAL, T × 7 / (0.3 × L))
 *   poll every      max(1 min, V × 1.25 / (0.7 × L) × √(9 / min(n, 9)))  while n ≥ 1 games are live
 * so full syncs planned over T and polls planned over V never add up to more than L, and fewer live
 * games poll less often. Every run asks again with the calls left, so a busier month than modeled
 * slows the pace instead of spending past it.
 */
export function planBudget(input: BudgetPlanInput): BudgetPlan {
  const callsLeft = Math.max(0, input.budget - input.used);
  const ends = monthEndsAt(input.now);
  const msLeft = ends.getTime() - input.now.getTime();
  const live = Math.max(0, Math.floor(input.live));
  let pollEveryMs: number | null = null;
  if (live > 0 && callsLeft >= Math.ceil(CALLS_PER_POLL)) {
    const base = (liveMsLeftInMonth(input.now, live) * CALLS_PER_POLL) / ((1 - FULL_SYNC_SHARE) * callsLeft);
    const fewGames = Math.sqrt(FULL_RATE_LIVE_GAMES / Math.min(live, FULL_RATE_LIVE_GAMES));
    pollEveryMs = Math.ceil(Math.max(MIN_POLL_MS, base * fewGames));
  }
  const fullSyncEveryMs =
    callsLeft >= CALLS_PER_FULL_SYNC
      ? Math.ceil(Math.max(input.minFullSyncMs, (msLeft * CALLS_PER_FULL_SYNC) / (FULL_SYNC_SHARE * callsLeft)))
      : null;
  return { callsLeft, monthEndsAt: ends, pollEveryMs, fullSyncEveryMs };
}

export type SyncStep = "poll" | "full" | "none";

export interface StepInput {
  now: Date;
  plan: BudgetPlan;
  live: number;
  lastPollAt: Date | null;
  lastFullSyncAt: Date | null;
  /** While nothing is live, how often the job looks again for a game about to kick off (no call). */
  idleCheckMs: number;
}

/**
 * What the job does now, and when it looks again: polls while games are live, a full sync when one
 * is due and nothing is live (lines and polls do not move mid-game), else nothing; never past the
 * month's end, when the budget starts again.
 */
export function nextSyncStep(input: StepInput): { step: SyncStep; nextAt: Date } {
  const now = input.now.getTime();
  const { plan } = input;
  const dueAfter = (last: Date | null, every: number | null) =>
    every === null ? Number.POSITIVE_INFINITY : last === null ? now : last.getTime() + every;
  const monthEnd = plan.monthEndsAt.getTime();
  if (input.live > 0) {
    const due = dueAfter(input.lastPollAt, plan.pollEveryMs);
    return { step: due <= now ? "poll" : "none", nextAt: new Date(Math.min(Math.max(due, now), monthEnd)) };
  }
  const due = dueAfter(input.lastFullSyncAt, plan.fullSyncEveryMs);
  return {
    step: due <= now ? "full" : "none",
    nextAt: new Date(Math.min(Math.max(due, now), now + input.idleCheckMs, monthEnd)),
  };
}

/** After `failures` provider errors in a row: 1, 2, 4 … minutes (5, 10, 20 … after a 429), at most an hour. */
export function backoffMs(failures: number, rateLimited: boolean): number {
  const first = rateLimited ? 5 * MINUTE_MS : MINUTE_MS;
  return Math.min(HOUR_MS, first * 2 ** Math.max(0, failures - 1));
}
