import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Brain, CheckCircle2, Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { cn } from "@/lib/cn";
import { remainingSeconds, useServerClock } from "@/lib/server-clock";
import { leagueQueries } from "./leagues.queries";
import { useLeagueLive } from "./use-league-room";
import { useTickingNow } from "./use-ticking-now";

interface RacerLine {
  userId: string;
  name: string;
  answered: number;
  total: number;
  finished: boolean;
  deadlineAt: number;
}

/**
 * Today's trivia among the league's members, live from the league room: how far each has got and
 * who is answering right now. Scores come from the server only once the viewer has finished too.
 */
export function LeagueTriviaRace({ leagueId }: { leagueId: string }) {
  const { user } = useCurrentUser();
  const live = useLeagueLive(leagueId);
  const race = useQuery(leagueQueries.triviaRace(leagueId));
  useRefetchOnProgress(leagueId, live?.trivia ?? []);

  const lines: RacerLine[] = live?.trivia.length
    ? live.trivia
    : (race.data?.racers ?? []).map((r) => ({ ...r, deadlineAt: 0 }));
  const scores = new Map((race.data?.racers ?? []).map((r) => [r.userId, r.score]));
  const offsetMs = useServerClock((clock) => clock.offsetMs);
  const now = useTickingNow(lines.some((line) => line.deadlineAt > 0));
  if (lines.length === 0 || lines.every((line) => line.total === 0)) return null;

  return (
    <Card data-testid="league-trivia-race">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Brain className="size-5 text-primary" aria-hidden="true" /> Today's Trivia Race
        </CardTitle>
        {race.data && !race.data.viewerFinished && (
          <Link href="/trivia" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Finish today's trivia to see everyone's scores
          </Link>
        )}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {lines.map((line) => {
            const seconds = line.deadlineAt > 0 ? remainingSeconds(line.deadlineAt, now, offsetMs) : 0;
            const score = scores.get(line.userId);
            return (
              <li key={line.userId} data-testid="trivia-racer" data-user-id={line.userId} className="grid gap-1.5">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className={cn("truncate font-medium", line.userId === user?.id && "text-primary")}>
                    {line.name}
                    {line.userId === user?.id && <span className="text-muted-foreground"> (you)</span>}
                  </span>
                  <span className="flex shrink-0 items-center gap-2 tabular-nums text-muted-foreground">
                    {seconds > 0 && (
                      <Badge variant="outline" aria-label={`Answering, ${seconds} seconds left`}>
                        <Timer aria-hidden="true" /> {seconds}s
                      </Badge>
                    )}
                    {line.finished && <CheckCircle2 className="size-4 text-success" aria-label="Finished" />}
                    {score != null ? (
                      <span data-testid="racer-score" className="font-semibold text-foreground">
                        {score} correct
                      </span>
                    ) : (
                      `${line.answered}/${line.total}`
                    )}
                  </span>
                </div>
                <Progress
                  value={line.answered}
                  max={line.total}
                  aria-label={`${line.name}: ${line.answered} of ${line.total} answered`}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Scores come over HTTP, and only between finishers: read them again when someone finishes or the set changes. */
function useRefetchOnProgress(leagueId: string, racers: RacerLine[]) {
  const queryClient = useQueryClient();
  const signature = racers.map((r) => `${r.userId}:${r.finished}:${r.total}`).join();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: signature is the trigger: a racer finishing or the set changing reads the scores again.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: leagueQueries.triviaRace(leagueId).queryKey });
  }, [queryClient, leagueId, signature]);
}
