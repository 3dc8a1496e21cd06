export const WEEK_MS = 7 * 24 * 3_600_000;

/** The recorded season on its real clock: [start, end), regular season [start, regularEnd). */
export interface SeasonWindow {
  start: number;
  regularEnd: number;
  end: number;
}

export interface SeasonShift {
  /** Whole weeks added to every recorded instant (weekdays are kept). */
  weeks: number;
  shiftMs: number;
  /** CFBD `season` reported by the replay: the UTC year in which the shifted week 1 starts. */
  season: number;
  /** The real-time span during which this shift holds: [from, until). */
  from: number;
  until: number;
}

/** Whole weeks that move the recorded start to the same calendar date `years` later (±3.5 days). */
function alignedWeeks(window: SeasonWindow, years: number): number {
  const start = new Date(window.start);
  const same = Date.UTC(
    start.getUTCFullYear() + years,
    start.getUTCMonth(),
    start.getUTCDate(),
    start.getUTCHours(),
    start.getUTCMinutes(),
  );
  return Math.round((same - window.start) / WEEK_MS);
}

/**
 * The shift that puts `now` inside the replayed season.
 * 1. Year-aligned: the season is moved by whole years, rounded to whole weeks, so it runs on the
 *    same dates (±3 days) and weekdays as in 2024; inside the real 2024 season the shift is zero.
 * 2. Off-season (between one aligned season's end and the next one's start, ~30 weeks): the gap
 *    is cut into equal parts no longer than the regular season, and each part replays the
 *    season from week 1 (each part's first instant lands in week 1), so `now` stays in the
 *    regular season, spilling at most a week into the postseason.
 */
export function seasonShiftAt(now: number, window: SeasonWindow): SeasonShift {
  const alignedStart = (years: number) => window.start + alignedWeeks(window, years) * WEEK_MS;
  let years = Math.floor((now - window.start) / (365.2425 * 24 * 3_600_000));
  while (now < alignedStart(years)) years--;
  while (now >= alignedStart(years + 1)) years++;

  const weeks = alignedWeeks(window, years);
  const seasonEnd = window.end + weeks * WEEK_MS;
  if (now < seasonEnd) return describe(window, weeks, alignedStart(years), seasonEnd);

  const gapEnd = alignedStart(years + 1);
  const parts = Math.ceil((gapEnd - seasonEnd) / (window.regularEnd - window.start));
  const partLength = Math.ceil((gapEnd - seasonEnd) / parts);
  const part = Math.min(parts - 1, Math.floor((now - seasonEnd) / partLength));
  const from = seasonEnd + part * partLength;
  const until = part === parts - 1 ? gapEnd : from + partLength;
  return describe(window, Math.floor((from - window.start) / WEEK_MS), from, until);
}

function describe(window: SeasonWindow, weeks: number, from: number, until: number): SeasonShift {
  const shiftMs = weeks * WEEK_MS;
  return {
    weeks,
    shiftMs,
    season: new Date(window.start + shiftMs).getUTCFullYear(),
    from,
    until,
  };
}
