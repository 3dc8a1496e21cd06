import type { LeagueHistory } from "@shared/contracts/league-history";
import { useQuery } from "@tanstack/react-query";
import { Crown, History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { memberName } from "./league-history";
import { LeagueHistoryGrid } from "./league-history-grid";
import { LeagueRankChart } from "./league-rank-chart";
import { leagueQueries } from "./leagues.queries";

/**
 * The History tab (issue 20): the season's weeks × members grid with each week's winners under the
 * rules it was played with, the champion once the season has ended, and the rank chart.
 */
export function LeagueHistoryTab({ leagueId }: { leagueId: string }) {
  const history = useQuery(leagueQueries.history(leagueId));
  const { user } = useCurrentUser();
  return (
    <Card data-testid="league-history">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" /> Season History
          {history.data?.season != null && (
            <span className="text-base font-normal text-muted-foreground">{history.data.season}</span>
          )}
        </CardTitle>
        <CardDescription>
          Every week under the rules it was played with. Weekly winners are decided once the week's games are final.
        </CardDescription>
      </CardHeader>
      {/* Its children may be narrower than their content: a wide grid or chart scrolls in its own box, not the page. */}
      <CardContent className="grid gap-8 *:min-w-0">
        {history.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-40" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            Failed to load the league's history
          </p>
        ) : history.data.weeks.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground" data-testid="league-history-empty">
            No week of the season has started yet.
          </p>
        ) : (
          <>
            <ChampionNote history={history.data} />
            <LeagueHistoryGrid history={history.data} meId={user?.id} />
            <LeagueRankChart history={history.data} meId={user?.id} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ChampionNote({ history }: { history: LeagueHistory }) {
  if (!history.champion) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="league-champion" data-ended="false">
        The champion is crowned once the season's last week (the bowls) is final.
      </p>
    );
  }
  const names = history.members.filter((m) => history.champion?.includes(m.userId)).map(memberName);
  return (
    <p className="flex items-center gap-2 font-medium" data-testid="league-champion" data-ended="true">
      <Crown className="size-5 text-warning" aria-hidden="true" />
      {names.length === 0
        ? "The season is over, and nobody scored a point."
        : `${names.length > 1 ? "Champions" : "Champion"}: ${names.join(", ")}`}
    </p>
  );
}
