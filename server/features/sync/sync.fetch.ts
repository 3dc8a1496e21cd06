import type { CfbdCalendarWeek, CfbdGame, CfbdTeam, CfbdTeamRecord, GamesProvider, SeasonType } from "../../providers/games/index.ts";
import { apRanks, isPowerFiveGame, weekLabel, type SyncLookups } from "./sync.mapping.ts";

export interface FetchedWeek {
  season: number;
  week: number;
  seasonType: SeasonType;
  label: string;
  calendar: CfbdCalendarWeek;
  games: CfbdGame[];
  teams: CfbdTeam[];
  records: CfbdTeamRecord[];
  lookups: SyncLookups;
}

/** Everything a week needs from the provider, asked in one pass before any write. */
export async function fetchWeek(provider: GamesProvider, year: number, week: number, seasonType: SeasonType): Promise<FetchedWeek> {
  const query = { year, week, seasonType };
  const [calendar, allGames, lines, rankings, teams, records] = await Promise.all([
    provider.getCalendar({ year }),
    provider.getGames(query),
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
