import { fromZonedTime } from "date-fns-tz";

/** RULES §9: kickoffs show in America/Chicago with a CT suffix; weeks and trivia days are Central. */
export const CENTRAL_TIME_ZONE = "America/Chicago";

/** A Central Time Intl formatter, made on first use and kept (making one is the costly part). */
function centralFormat(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL_TIME_ZONE, ...options }));
}

const kickoffFormat = centralFormat({
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const dateFormat = centralFormat({ year: "numeric", month: "2-digit", day: "2-digit" });

function partsOf(date: Date | string, format: Intl.DateTimeFormat) {
  const parts = format.formatToParts(new Date(date));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
}

/*
 * Formatting uses the platform's Intl rather than date-fns, whose formatter and locale would be most
 * of the week page's date code. The parts are joined by hand because Intl's own separators (a narrow
 * no-break space before AM, say) differ between versions.
 */

/** "Sat, Nov 23, 11:00 AM CT" */
export function formatKickoff(date: Date | string): string {
  const part = partsOf(date, kickoffFormat());
  return `${part("weekday")}, ${part("month")} ${part("day")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()} CT`;
}

/** "Sat": the Central day of a kickoff, as formatKickoff names it. */
export const formatKickoffDay = (date: Date | string): string => partsOf(date, kickoffFormat())("weekday");

/** The Central calendar date ('YYYY-MM-DD') of an instant: the trivia day (RULES §1, new questions at midnight Central). */
export function centralDateString(date: Date | string): string {
  const part = partsOf(date, dateFormat());
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface DateRange {
  startDate: Date;
  endDate: Date;
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so no DST shift can interfere. */
/** Year, month (1–12) and day of a 'YYYY-MM-DD' calendar date, NaN where a part is missing. */
export function calendarParts(ymd: string): [year: number, month: number, day: number] {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = ymd.split("-").map(Number);
  return [y, m, d];
}

export function shiftDate(ymd: string, days: number): string {
  const [y, m, d] = calendarParts(ymd);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a 'YYYY-MM-DD' calendar date. */
function dayOfWeek(ymd: string): number {
  const [y, m, d] = calendarParts(ymd);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Central Sunday ('YYYY-MM-DD') of the Sunday-to-Saturday week containing the instant. */
function centralSunday(date: Date): string {
  const ymd = centralDateString(date);
  return shiftDate(ymd, -dayOfWeek(ymd));
}

/** Midnight Central Time that starts the calendar day 'YYYY-MM-DD' (the trivia day's first instant). */
export const startOfCentralDay = (ymd: string) => fromZonedTime(`${ymd}T00:00:00.000`, CENTRAL_TIME_ZONE);
const endOfCentralDay = (ymd: string) => fromZonedTime(`${ymd}T23:59:59.999`, CENTRAL_TIME_ZONE);

/**
 * RULES §1/§9: the weekly board runs Sunday through Saturday in Central Time.
 * The range is Sunday 00:00:00.000 to Saturday 23:59:59.999 Central around the instant
 * (DST-aware: such a week is 167, 168 or 169 hours long).
 */
export function centralWeekRange(date: Date): DateRange {
  const sunday = centralSunday(date);
  return { startDate: startOfCentralDay(sunday), endDate: endOfCentralDay(shiftDate(sunday, 6)) };
}

/**
 * RULES §2/§9 "the Sunday before the first game through the Saturday after the last game",
 * read as: start = 00:00:00.000 Central on the Sunday of the first game's Central Sunday-to-Saturday
 * week (that same day if the first game is on a Sunday); end = 23:59:59.999 Central on the Saturday
 * of the last game's week (that same day if the last game is on a Saturday). Null with no kickoffs.
 */
export function weekBoundaries(kickoffs: readonly Date[]): DateRange | null {
  const times = kickoffs.map((k) => k.getTime()).filter(Number.isFinite);
  if (times.length === 0) return null;
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  return { startDate: centralWeekRange(first).startDate, endDate: centralWeekRange(last).endDate };
}
