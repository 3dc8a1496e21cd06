import type { DateRange } from "../../../shared/domain/central-time.ts";
import type { CfbdCalendarWeek, CfbdGame, CfbdTeam, CfbdTeamRecord, GamesProvider, SeasonType } from "../../providers/games/index.ts";
import { boundariesOf } from "./current-week.ts";
import { apRanks, isPowerFiveGame, weekLabel, type SyncLookups } from "./sync.mapping.ts";

export interface FetchedWeek {
  season: number;
  week: number;
  seasonType: SeasonType;
  label: string;
  calendar: CfbdCalendarWeek;
  /** SPEC §9 Central boundaries from all the games the provider lists for the week (null: none). */
  bounds: DateRange | null;
  /** The week's Power-5 games, the ones players pick. */
  games: CfbdGame[];
  teams: CfbdTeam[];
  records: CfbdTeamRecord[];
  lookups: SyncLookups;
}

/** Everything a week needs from the provider, asked in one pass before any write (`games`: already fetched). */
export async function fetchWeek(
  provider: GamesProvider,
  year: number,
  week: number,
  seasonType: SeasonType,
  games?: CfbdGame[],
): Promise<FetchedWeek> {
  const query = { year, week, seasonType };
  const [calendar, allGames, lines, rankings, teams, records] = await Promise.all([
    provider.getCalendar({ year }),
    games ?? provider.getGames(query),
    provider.getLines(query),
    provider.getRankings(query),
    provider.getTeams({ year, includeNonFbs: true }),
    provider.getRecords({ year }),
  ]);
  return {
    season: year,
    week,
    seasonType,
    label: weekLabel(week, seasonType),
    calendar: calendar.find((w) => w.week === week && w.seasonType === seasonType)!,
    bounds: boundariesOf(allGames),
    games: allGames.filter(isPowerFiveGame),
    teams,
    records,
    lookups: {
      ranks: apRanks(rankings),
      lines: new Map(lines.map((l) => [l.id, l])),
      teams: new Map(teams.map((t) => [t.id, t])),
      records: new Map(records.map((r) => [r.team, r])),
    },
  };
}
