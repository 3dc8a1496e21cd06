import { Trophy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StandingsBody } from "@/features/leagues/standings-body";
import { useLeagueRoom } from "@/features/leagues/use-league-room";
import { type StandingsPeriod, useLeagueStandings } from "@/features/leagues/use-league-standings";
import type { BoardChoice } from "./leaderboards.queries";

const periodOf = (choice: BoardChoice): StandingsPeriod =>
  "weekId" in choice
    ? { kind: "week", weekId: choice.weekId }
    : choice.scope === "all"
      ? { kind: "season" }
      : { kind: "week" };

/** The Leaderboards page with a league chosen: that league's standings for the same scope, moving live. */
export function LeagueBoard({
  league,
  choice,
  title,
  meId,
}: {
  league: { id: string; name: string };
  choice: BoardChoice;
  title: string;
  meId: string | undefined;
}) {
  useLeagueRoom(league.id);
  const standings = useLeagueStandings(league.id, periodOf(choice));
  return (
    <Card data-testid="leaderboard" data-league-id={league.id}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          {title}
          <Badge variant="secondary">{league.name}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <StandingsBody standings={standings} meId={meId} emptyTestId="leaderboard-empty" />
      </CardContent>
    </Card>
  );
}
