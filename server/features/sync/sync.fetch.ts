import type { DateRange } from "../../../shared/domain/central-time.ts";
import { weekLabelOf } from "../../../shared/domain/postseason.ts";
import type { CfbdGame, CfbdTeam, CfbdTeamRecord, GamesProvider, SeasonType } from "../../providers/games/index.ts";
import { boundariesOf } from "./current-week.ts";
import { gamesOfPart, type SiteWeek, siteWeekQuery } from "./site-calendar.ts";
import { apRanks, type SyncLookups } from "./sync.mapping.ts";

/** What every week of one sync shares, asked once per sync. */
export interface FetchedSeason {
  year: number;
  calendar: SiteWeek[];
  teams: CfbdTeam[];
  records: CfbdTeamRecord[];
}

export interface FetchedWeek {
  season: number;
  week: number;
  seasonType: SeasonType;
  label: string;
  calendar: SiteWeek;
  /** RULES §9 Central boundaries from all the games the provider lists for the week (null: none). */
  bounds: DateRange | null;
  /** The week's Power-5 games, the ones players pick. */
  games: CfbdGame[];
  lookups: SyncLookups;
}

export async function fetchSeason(provider: GamesProvider, year: number, calendar: SiteWeek[]): Promise<FetchedSeason> {
  const [teams, records] = await Promise.all([
    provider.getTeams({ year, includeNonFbs: true }),
    provider.getRecords({ year }),
  ]);
  return { year, calendar, teams, records };
}

/**
 * Everything a week needs from the provider, asked in one pass before any write (`games`: already
 * fetched). A site week split from a provider week (decision 038) asks for the provider week's games,
 * lines and rankings and keeps its own games.
 */
export async function fetchWeek(
  provider: GamesProvider,
  season: FetchedSeason,
  calendar: SiteWeek,
  games?: CfbdGame[],
): Promise<FetchedWeek> {
  const seasonType = calendar.seasonType as SeasonType;
  const query = siteWeekQuery(season.year, calendar);
  const [providerGames, lines, rankings] = await Promise.all([
    games ?? provider.getGames(query),
    provider.getLines(query),
    provider.getRankings(query),
  ]);
  const allGames = games ?? gamesOfPart(calendar, providerGames);
  return {
    season: season.year,
    week: calendar.week,
    seasonType,
    label: weekLabelOf(seasonType, calendar.week, allGames),
    calendar,
    bounds: boundariesOf(allGames),
    // Every FBS game: the site plays the Power-5 ones, a league's selected slate any of them (decision 028).
    games: allGames,
    lookups: {
      ranks: apRanks(rankings),
      lines: new Map(lines.map((l) => [l.id, l])),
      teams: new Map(season.teams.map((t) => [t.id, t])),
      records: new Map(season.records.map((r) => [r.team, r])),
    },
  };
}
