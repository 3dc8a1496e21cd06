import type { DateRange } from "../../../shared/domain/central-time.ts";
import { inRange, isSiteGame, postseasonWeekRanges } from "../../../shared/domain/postseason.ts";
import type { CfbdCalendarWeek, CfbdGame, GamesProvider, SeasonType, WeekQuery } from "../../providers/games/index.ts";

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * A week of the site's calendar: a provider calendar week, or a part of one. CFBD's postseason week
 * 1 spans every bowl and playoff game (about five weeks); the site splits it into the Central weeks
 * its games are played in (decision 038), numbered 1..n as postseason weeks.
 */
export interface SiteWeek extends CfbdCalendarWeek {
  /** The provider week the games are asked of (the week itself when not split). */
  providerWeek?: number;
  /** For a part of a split week: the Central range its games kick off in; absent: every game of the week. */
  part?: DateRange | null;
}

const providerQuery = (year: number, week: SiteWeek): WeekQuery => ({
  year,
  week: week.providerWeek ?? week.week,
  seasonType: week.seasonType as SeasonType,
});

/** A site week's games out of its provider week's. */
export const gamesOfPart = (week: SiteWeek, games: readonly CfbdGame[]): CfbdGame[] => {
  const part = week.part;
  return part ? games.filter((g) => inRange(part, new Date(g.startDate))) : [...games];
};

/** The games of a site week: its provider week's, kept to its part. */
export async function siteWeekGames(provider: GamesProvider, year: number, week: SiteWeek): Promise<CfbdGame[]> {
  return gamesOfPart(week, await provider.getGames(providerQuery(year, week)));
}

/** Lines and rankings of a site week: its provider week's (lines are matched by game id). */
export const siteWeekQuery = providerQuery;

/**
 * One provider week's postseason split into site weeks: contiguous like CFBD's calendar (each part
 * runs until the next starts; the first keeps the provider's start, the last its end), numbered
 * from `firstNumber`. Without games the week stays whole.
 */
export function splitPostseasonWeek(
  week: CfbdCalendarWeek,
  games: readonly CfbdGame[],
  firstNumber: number,
): SiteWeek[] {
  const parts = postseasonWeekRanges(games.map((g) => ({ kickoff: new Date(g.startDate), site: isSiteGame(g) })));
  if (parts.length === 0) return [{ ...week, week: firstNumber, providerWeek: week.week }];
  return parts.map((part, i) => {
    const next = parts[i + 1];
    const startDate = i === 0 ? week.startDate : part.startDate.toISOString();
    const end = next
      ? next.startDate.getTime() - MINUTE_MS
      : Math.max(Date.parse(week.endDate), part.endDate.getTime());
    const endDate = new Date(end).toISOString();
    return {
      ...week,
      week: firstNumber + i,
      startDate,
      endDate,
      firstGameStart: startDate,
      lastGameStart: endDate,
      providerWeek: week.week,
      part,
    };
  });
}

/**
 * The site's calendar: the provider's, with each postseason week that has started or starts within
 * a week split into site weeks (its games are asked once; the sync's memo serves them again). A
 * postseason week further ahead stays whole: nothing is stored for it before it starts.
 */
export async function siteCalendar(
  provider: GamesProvider,
  year: number,
  calendar: readonly CfbdCalendarWeek[],
  now: Date,
): Promise<SiteWeek[]> {
  const sorted = [...calendar].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const site: SiteWeek[] = [];
  let postseasonNumber = 1;
  for (const week of sorted) {
    if (week.seasonType !== "postseason") {
      site.push(week);
      continue;
    }
    const soon = Date.parse(week.startDate) - WEEK_MS <= now.getTime();
    const games = soon ? await provider.getGames({ year, week: week.week, seasonType: "postseason" }) : [];
    const parts = splitPostseasonWeek(week, games, postseasonNumber);
    postseasonNumber += parts.length;
    site.push(...parts);
  }
  return site;
}

/**
 * The provider with its week answers kept for one sync: the site weeks split from one provider
 * week ask for its games, lines and rankings once.
 */
export function memoizedProvider(provider: GamesProvider): GamesProvider {
  const memo = <Q, R>(ask: (query: Q) => Promise<R>) => {
    const answers = new Map<string, Promise<R>>();
    return (query: Q) => {
      const key = JSON.stringify(query);
      let answer = answers.get(key);
      if (!answer) {
        answer = ask(query);
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
      }
      return answer;
    };
  };
  return {
    ...provider,
    getGames: memo(provider.getGames),
    getLines: memo(provider.getLines),
    getRankings: memo(provider.getRankings),
  };
}
