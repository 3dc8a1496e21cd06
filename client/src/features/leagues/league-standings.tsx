import { useQuery } from "@tanstack/react-query";
import { Trophy } from "lucide-react";
import { useState } from "react";
import type { LeagueSeasonEntry, LeagueWeekEntry } from "@shared/contracts/leaderboard";
import { leagueMemberName } from "@shared/domain/display-name";
import type { LeagueStandingState } from "@shared/realtime/league.state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { weekQueries } from "@/features/week/week.queries";
import { leagueQueries } from "./leagues.queries";
import { StandingsTable, type StandingsRow } from "./standings-table";
import { useLeagueLive, useLeagueRoom } from "./use-league-room";

type View = "weekly" | "season";

const EMPTY_TEXT = "No standings available yet. Start making picks to see league rankings!";

const row = (entry: LeagueSeasonEntry | LeagueWeekEntry, points: number): StandingsRow => ({
  userId: entry.userId,
  rank: entry.rank,
  name: leagueMemberName(entry),
  points,
});

const liveRow = (entry: LeagueStandingState): StandingsRow => ({
  userId: entry.userId,
  rank: entry.rank,
  name: entry.name,
  points: entry.points,
  previousRank: entry.previousRank,
});

/**
 * SPEC §2 league leaderboard: Weekly ('Week N Standings', the current week) or Season totals.
 * Rows come from the league room once it has sent them (they move when points do), until then
 * from the REST standings.
 */
export function LeagueStandings({ leagueId }: { leagueId: string }) {
  const [view, setView] = useState<View>("weekly");
  const { user } = useCurrentUser();
  useLeagueRoom(leagueId);
  const live = useLeagueLive(leagueId);
  const currentWeek = useQuery({ ...weekQueries.current(), enabled: view === "weekly" });
  const week = currentWeek.data?.week ?? null;
  const liveWeek = live && !currentWeek.isPending && live.weekId === (week?.id ?? null) ? live.week : null;
  const liveRows = view === "season" ? live?.season : liveWeek;
  const weekly = useQuery({ ...leagueQueries.weekStandings(leagueId, week?.id ?? ""), enabled: view === "weekly" && week !== null && !liveWeek });
  const season = useQuery({ ...leagueQueries.seasonStandings(leagueId), enabled: view === "season" && !live });

  const title = view === "season" ? "Season Standings" : week ? `Week ${week.week} Standings` : "Weekly Standings";
  const restPending = view === "season" ? season.isPending : currentWeek.isPending || (week !== null && weekly.isPending);
  const isPending = !liveRows && restPending;
  const isError = !liveRows && (view === "season" ? season.isError : currentWeek.isError || weekly.isError);
  const restRows =
    view === "season"
      ? (season.data ?? []).map((e) => row(e, e.totalPoints))
      : (weekly.data ?? []).map((e) => row(e, e.points));
  const rows = liveRows ? liveRows.map(liveRow) : restRows;
  const online = live?.online ?? new Set<string>();

  return (
    <Card data-testid="league-standings" data-view={view}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden="true" /> {title}
          {online.size > 0 && (
            <Badge variant="outline" data-testid="league-online-count" title="Members online now">
              <span className="size-2 rounded-full bg-success" aria-hidden="true" /> {online.size} online
            </Badge>
          )}
        </CardTitle>
        <ToggleGroup type="single" value={view} onValueChange={(next) => next && setView(next as View)} aria-label="Standings period">
          <ToggleGroupItem value="weekly">Weekly</ToggleGroupItem>
          <ToggleGroupItem value="season">Season</ToggleGroupItem>
        </ToggleGroup>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">Failed to load standings</p>
        ) : rows.length === 0 ? (
          <p data-testid="league-standings-empty" className="py-6 text-center text-sm text-muted-foreground">{EMPTY_TEXT}</p>
        ) : (
          <StandingsTable rows={rows} meId={user?.id} online={online} />
        )}
      </CardContent>
    </Card>
  );
}
