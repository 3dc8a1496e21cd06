import type { LeagueDetail } from "@shared/contracts/leagues";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { standingsCountText } from "./league-labels";
import { StandingsBody } from "./standings-body";
import { useLeagueStandings } from "./use-league-standings";

type View = "weekly" | "season";

/**
 * RULES §2 league leaderboard: Weekly ('Week N Standings', the current week) or Season totals, moving
 * live; the current week shows "If it ends now" beside its points while slate games are live. A line
 * under the title says what the points count (issue 39: daily trivia must not pass unseen).
 */
export function LeagueStandings({ league }: { league: LeagueDetail }) {
  const leagueId = league.id;
  const [view, setView] = useState<View>("weekly");
  const { user } = useCurrentUser();
  const standings = useLeagueStandings(leagueId, view === "season" ? { kind: "season" } : { kind: "week" });
  const week = standings.currentWeek;
  const title = view === "season" ? "Season Standings" : week ? `Week ${week.week} Standings` : "Weekly Standings";
  const online = standings.online;

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
        <ToggleGroup
          type="single"
          value={view}
          onValueChange={(next) => next && setView(next as View)}
          aria-label="Standings period"
        >
          <ToggleGroupItem value="weekly">Weekly</ToggleGroupItem>
          <ToggleGroupItem value="season">Season</ToggleGroupItem>
        </ToggleGroup>
        <p data-testid="league-standings-counts" className="basis-full text-sm text-muted-foreground">
          Counts: {standingsCountText(league)}
        </p>
      </CardHeader>
      <CardContent>
        <StandingsBody
          standings={standings}
          meId={user?.id}
          emptyTestId="league-standings-empty"
          projection={view === "weekly" ? standings.projection : null}
        />
      </CardContent>
    </Card>
  );
}
