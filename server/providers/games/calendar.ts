import type { CfbdCalendarWeek } from "./provider.schemas.ts";

const MINUTE_MS = 60_000;

/**
 * The calendar week containing `now`. CFBD ends a week one minute before the next starts
 * ("…06:59:00Z" then "…07:00:00Z"), so a week is taken as [startDate, next startDate), and the
 * last week as [startDate, endDate + 1 min).
 */
export function weekAt<T extends Pick<CfbdCalendarWeek, "startDate" | "endDate">>(
  calendar: readonly T[],
  now: Date,
): T | undefined {
  const sorted = [...calendar].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const t = now.getTime();
  return sorted.find((week, i) => {
    const next = sorted[i + 1];
    const end = next ? Date.parse(next.startDate) : Date.parse(week.endDate) + MINUTE_MS;
    return Date.parse(week.startDate) <= t && t < end;
  });
}

/** CFBD's `year` for an instant: January still belongs to the previous season (bowls, CFP final). */
export function seasonYearAt(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() === 0 ? year - 1 : year;
}
