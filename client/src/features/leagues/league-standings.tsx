import { useQuery } from "@tanstack/react-query";
import { Trophy } from "lucide-react";
import { useState } from "react";
import type { LeagueSeasonEntry, LeagueWeekEntry } from "@shared/contracts/leaderboard";
import { leagueMemberName } from "@shared/domain/display-name";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { weekQueries } from "@/features/week/week.queries";
import { leagueQueries } from "./leagues.queries";
import { StandingsTable, type StandingsRow } from "./standings-table";

type View = "weekly" | "season";

const EMPTY_TEXT = "No standings available yet. Start making picks to see league rankings!";

const row = (entry: LeagueSeasonEntry | LeagueWeekEntry, points: number): StandingsRow => ({
  userId: entry.userId,
  rank: entry.rank,
  name: leagueMemberName(entry),
  points,
});

/** SPEC §2 league leaderboard: Weekly ('Week N Standings', the current week) or Season totals. */
export function LeagueStandings({ leagueId }: { leagueId: string }) {
  const [view, setView] = useState<View>("weekly");
  const { user } = useCurrentUser();
  const currentWeek = useQuery({ ...weekQueries.current(), enabled: view === "weekly" });
  const week = currentWeek.data?.week ?? null;
  const weekly = useQuery({ ...leagueQueries.weekStandings(leagueId, week?.id ?? ""), enabled: view === "weekly" && week !== null });
  const season = useQuery({ ...leagueQueries.seasonStandings(leagueId), enabled: view === "season" });

  const title = view === "season" ? "Season Standings" : week ? `Week ${week.week} Standings` : "Weekly Standings";
  const isPending = view === "season" ? season.isPending : currentWeek.isPending || (week !== null && weekly.isPending);
  const isError = view === "season" ? season.isError : currentWeek.isError || weekly.isError;
  const rows =
    view === "season"
      ? (season.data ?? []).map((e) => row(e, e.totalPoints))
      : (weekly.data ?? []).map((e) => row(e, e.points));

  return (
    <Card data-testid="league-standings" data-view={view}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden="true" /> {title}
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
          <StandingsTable rows={rows} meId={user?.id} />
        )}
      </CardContent>
    </Card>
  );
}
