import type { LeagueSeasonEntry, LeagueWeekEntry } from "@shared/contracts/leaderboard";
import { leagueMemberName } from "@shared/domain/display-name";
import type { LeagueStandingState } from "@shared/realtime/league.state";
import { useQuery } from "@tanstack/react-query";
import { weekQueries } from "@/features/week/week.queries";
import { leagueQueries } from "./leagues.queries";
import type { StandingsProjection, StandingsRow } from "./standings-table";
import { useLeagueLive } from "./use-league-room";

/** Season totals, the current week, or a chosen past week (REST only: the room carries the current week). */
export type StandingsPeriod = { kind: "season" } | { kind: "week"; weekId?: string };

const NO_ONE_ONLINE: ReadonlySet<string> = new Set();

const row = (entry: LeagueSeasonEntry | LeagueWeekEntry, points: number): StandingsRow => ({
  userId: entry.userId,
  rank: entry.rank,
  name: leagueMemberName(entry),
  points,
  placed: entry.placed,
});

const liveRow = (entry: LeagueStandingState): StandingsRow => ({
  userId: entry.userId,
  rank: entry.rank,
  name: entry.name,
  points: entry.points,
  placed: entry.placed,
  previousRank: entry.previousRank,
});

/**
 * A league's standings for a period while its room is followed (the page calls useLeagueRoom): rows
 * from the room once it has sent them (they move when points and members do), until then, and for
 * past weeks, from the REST standings.
 */
export function useLeagueStandings(leagueId: string, period: StandingsPeriod) {
  const live = useLeagueLive(leagueId);
  const season = period.kind === "season";
  const chosenWeekId = period.kind === "week" ? period.weekId : undefined;
  const currentWeek = useQuery({ ...weekQueries.current(), enabled: !season && !chosenWeekId });
  const week = currentWeek.data?.week ?? null;
  const weekId = chosenWeekId ?? week?.id ?? null;
  const liveWeek = live && !chosenWeekId && !currentWeek.isPending && live.weekId === weekId ? live.week : null;
  const liveRows = season ? live?.season : liveWeek;
  const projection: StandingsProjection | null =
    liveWeek && live && live.liveGames > 0 && live.projected.size > 0
      ? { liveGames: live.liveGames, byUser: live.projected }
      : null;
  const weekly = useQuery({
    ...leagueQueries.weekStandings(leagueId, weekId ?? ""),
    enabled: !season && weekId !== null && !liveWeek,
  });
  const seasonal = useQuery({ ...leagueQueries.seasonStandings(leagueId), enabled: season && !live });

  const weekPending = !chosenWeekId && currentWeek.isPending;
  const restPending = season ? seasonal.isPending : weekPending || (weekId !== null && weekly.isPending);
  const restError = season ? seasonal.isError : currentWeek.isError || weekly.isError;
  const restRows = season
    ? (seasonal.data ?? []).map((e) => row(e, e.totalPoints))
    : weekId === null
      ? []
      : (weekly.data ?? []).map((e) => row(e, e.points));
  return {
    rows: liveRows ? liveRows.map(liveRow) : restRows,
    isPending: !liveRows && restPending,
    isError: !liveRows && restError,
    online: live?.online ?? NO_ONE_ONLINE,
    /** "If it ends now" beside the current week's live rows, while its room projects live slate games. */
    projection,
    /** The current week (null before the season, or when a past week was chosen). */
    currentWeek: chosenWeekId ? null : week,
  };
}
