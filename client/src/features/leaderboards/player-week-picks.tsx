import type { UserWeekPickDto } from "@shared/contracts/games";
import { useQuery } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { pickResult } from "@/features/my-picks/pick-result";
import { leaderboardQueries } from "./leaderboards.queries";

/**
 * A player's picks for the board's week (RULES §2): the server leaves out picks of games that have
 * not locked yet, so only what everyone may see is shown.
 */
export function PlayerWeekPicks({ userId, weekId }: { userId: string; weekId?: string }) {
  const picks = useQuery(leaderboardQueries.userPicks(userId, weekId));
  if (picks.isPending) return <Skeleton className="h-10 w-full" aria-busy="true" />;
  if (picks.isError) return <p className="text-sm text-destructive">Failed to fetch picks</p>;
  if (picks.data.length === 0) return <p className="text-sm text-muted-foreground">No picks made yet</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="player-week-picks">
      {picks.data.map((pick) => (
        <PickLine key={pick.id} pick={pick} />
      ))}
    </ul>
  );
}

function PickLine({ pick }: { pick: UserWeekPickDto }) {
  const { game } = pick;
  const chosen = pick.winner === "HOME" ? game.homeTeam : game.awayTeam;
  const result = pickResult(pick);
  return (
    <li
      className="flex items-center justify-between gap-2 rounded-lg border bg-background/60 px-3 py-2 text-sm"
      data-testid="player-week-pick"
    >
      <span className="min-w-0 truncate text-muted-foreground">
        {game.awayTeam} @ {game.homeTeam}
      </span>
      <span className="flex shrink-0 items-center gap-1.5 font-medium">
        {chosen}
        {result === "correct" && <Check className="size-4 text-success" aria-label="Correct" />}
        {result === "incorrect" && <X className="size-4 text-destructive" aria-label="Incorrect" />}
        {pick.predAwayScore !== null && pick.predHomeScore !== null && (
          <Badge variant="outline">
            {pick.predAwayScore} - {pick.predHomeScore}
          </Badge>
        )}
      </span>
    </li>
  );
}
