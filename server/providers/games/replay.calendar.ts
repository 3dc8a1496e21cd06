import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { centralDateString, shiftDate, startOfCentralDay } from "../../../shared/domain/central-time.ts";
import type { CfbdGame } from "./provider.schemas.ts";
import type { SeasonType } from "./provider.types.ts";

// CFBD v2 week boundaries fall at midnight Pacific (07:00/08:00 UTC), Monday to Monday.
const BOUNDARY_TZ = "America/Los_Angeles";
const MINUTE_MS = 60_000;

/** One week of the recorded season, on the real 2024 clock: [start, end). */
export interface ReplayWeek {
  seasonType: SeasonType;
  week: number;
  start: number;
  end: number;
}

const dayOf = (ms: number) => formatInTimeZone(ms, BOUNDARY_TZ, "yyyy-MM-dd");
const midnight = (day: string) => fromZonedTime(`${day}T00:00:00`, BOUNDARY_TZ).getTime();
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * Boundary after a week whose last kickoff is `last`, before a week whose first kickoff is `next`:
 * the next Monday midnight; else the midnight after the last game day (Labor Day Monday); else the
 * midnight starting the next week's first game day; else (Army–Navy and the first bowl share a
 * Saturday) the next week's first kickoff, so every game stays inside its own week. CFBD's own
 * calendar puts Army–Navy in the postseason window instead.
 */
function boundary(last: number, next: number): number {
  let monday = shiftDate(dayOf(last), 1);
  while (!isMonday(monday)) monday = shiftDate(monday, 1);
  const candidates = [midnight(monday), midnight(shiftDate(dayOf(last), 1)), midnight(dayOf(next))];
  return candidates.find((c) => c > last && c <= next) ?? next;
}

/**
 * Central midnight after the season's last game day. Until then the last week is the current one
 * (its final is played that evening); from then on the replay moves on (seasonShiftAt), so the days
 * after the national championship still have games to pick.
 */
const seasonEndAfter = (last: number) => startOfCentralDay(shiftDate(centralDateString(new Date(last)), 1)).getTime();

/** Regular weeks 1..n then the postseason, with contiguous boundaries; the season ends the midnight after its last game day (Central). */
export function buildReplayCalendar(games: readonly CfbdGame[]): ReplayWeek[] {
  const spans = new Map<string, { seasonType: SeasonType; week: number; first: number; last: number }>();
  for (const game of games) {
    const seasonType: SeasonType = game.seasonType === "postseason" ? "postseason" : "regular";
    const key = `${seasonType}:${game.week}`;
    const kickoff = Date.parse(game.startDate);
    const span = spans.get(key) ?? { seasonType, week: game.week, first: kickoff, last: kickoff };
    span.first = Math.min(span.first, kickoff);
    span.last = Math.max(span.last, kickoff);
    spans.set(key, span);
  }
  const ordered = [...spans.values()].sort(
    (a, b) => Number(a.seasonType === "postseason") - Number(b.seasonType === "postseason") || a.week - b.week,
  );
  return ordered.map((span, i) => {
    const next = ordered[i + 1];
    const start = i === 0 ? midnight(dayOf(span.first)) : boundary(ordered[i - 1]!.last, span.first);
    const end = next ? boundary(span.last, next.first) : seasonEndAfter(span.last);
    return { seasonType: span.seasonType, week: span.week, start, end };
  });
}

/** CFBD v2 /calendar rows, shifted; like CFBD, endDate is one minute before the next start and the deprecated firstGameStart/lastGameStart repeat the boundaries. */
export function toCalendarRows(weeks: readonly ReplayWeek[], shiftMs: number, season: number) {
  return weeks.map((w) => {
    const startDate = new Date(w.start + shiftMs).toISOString();
    const endDate = new Date(w.end + shiftMs - MINUTE_MS).toISOString();
    return {
      season,
      week: w.week,
      seasonType: w.seasonType,
      startDate,
      endDate,
      firstGameStart: startDate,
      lastGameStart: endDate,
    };
  });
}
