import { centralWeekRange, type DateRange, weekBoundaries } from "../../../shared/domain/central-time.ts";
import { type CfbdCalendarWeek, type CfbdGame, type GamesProvider, weekAt } from "../../providers/games/index.ts";
import { type SiteWeek, siteWeekGames } from "./site-calendar.ts";
import { isPowerFiveGame } from "./sync.mapping.ts";

const MINUTE_MS = 60_000;

/** A calendar week with the games the provider lists for it (all of them, not only Power-5). */
export interface CandidateWeek {
  calendar: SiteWeek;
  games: CfbdGame[];
}

const byStart = (a: CfbdCalendarWeek, b: CfbdCalendarWeek) => Date.parse(a.startDate) - Date.parse(b.startDate);

/**
 * Calendar weeks that may hold now on the Central Sunday–Saturday board: a provider week counts
 * from the Central Sunday of its first day (CFBD weeks start Monday, Pacific) until the next
 * week starts. On a Sunday that is two weeks: the one ending and the one ahead.
 */
export function candidateWeeks<W extends CfbdCalendarWeek>(calendar: readonly W[], now: Date): W[] {
  const sorted = [...calendar].sort(byStart);
  const t = now.getTime();
  return sorted.filter((week, i) => {
    const from = centralWeekRange(new Date(week.startDate)).startDate.getTime();
    const next = sorted[i + 1];
    const until = next ? Date.parse(next.startDate) : Date.parse(week.endDate) + MINUTE_MS;
    return from <= t && t < until;
  });
}

/**
 * RULES §9 boundaries of a week from the games the provider lists for it: the Sunday before the
 * first through the Saturday after the last, Central. All of the week's games count, so the
 * postseason starts with the first bowl even when the first Power-5 bowl comes days later.
 */
export function boundariesOf(games: readonly CfbdGame[]): DateRange | null {
  return weekBoundaries(games.map((g) => new Date(g.startDate)));
}

const holds = (bounds: DateRange | null, now: Date): bounds is DateRange =>
  bounds !== null && bounds.startDate <= now && now <= bounds.endDate;

/**
 * The current week (RULES §9): of the weeks with Power-5 games whose Central boundaries hold now,
 * the one that started last, so on Sunday the week ahead (already open for picks) wins over the
 * week that ended on Saturday. Undefined when no such week holds now.
 */
export function weekHoldingNow(candidates: readonly CandidateWeek[], now: Date): CandidateWeek | undefined {
  let best: { week: CandidateWeek; start: number } | undefined;
  for (const week of candidates) {
    const bounds = boundariesOf(week.games);
    if (!week.games.some(isPowerFiveGame) || !holds(bounds, now)) continue;
    const start = bounds.startDate.getTime();
    if (!best || start >= best.start) best = { week, start };
  }
  return best?.week;
}

/** Outside the season: the calendar week holding now, else the next one to come, else the last one. */
export function fallbackWeek<W extends CfbdCalendarWeek>(calendar: readonly W[], now: Date): W | undefined {
  const sorted = [...calendar].sort(byStart);
  return weekAt(sorted, now) ?? sorted.find((w) => Date.parse(w.startDate) > now.getTime()) ?? sorted.at(-1);
}

/** Which calendar week a sync makes current, with the games it fetched to decide (reused by the sync). */
export async function chooseCurrentWeek(
  provider: GamesProvider,
  year: number,
  calendar: readonly SiteWeek[],
  now: Date,
): Promise<CandidateWeek | undefined> {
  const fetchGames = async (week: SiteWeek): Promise<CandidateWeek> => ({
    calendar: week,
    games: await siteWeekGames(provider, year, week),
  });
  const candidates = await Promise.all(candidateWeeks(calendar, now).map(fetchGames));
  const holding = weekHoldingNow(candidates, now);
  if (holding) return holding;
  const fallback = fallbackWeek(calendar, now);
  if (!fallback) return undefined;
  return candidates.find((c) => c.calendar === fallback) ?? fetchGames(fallback);
}
