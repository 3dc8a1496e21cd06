import { useInfiniteQuery } from "@tanstack/react-query";
import { RotateCw, Trophy } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { LeaderboardRows } from "./leaderboard-rows";
import { type BoardChoice, leaderboardQueries } from "./leaderboards.queries";

const FETCH_FAILED = "Failed to fetch leaderboard";

/** One board: its title, the rows loaded so far, the viewer pinned when below them, and "Show more". */
export function LeaderboardBoard({
  choice,
  title,
  meId,
}: {
  choice: BoardChoice;
  title: string;
  meId: string | undefined;
}) {
  const board = useInfiniteQuery(leaderboardQueries.board(choice));

  const failedAt = board.isError ? board.errorUpdatedAt : null;
  useEffect(() => {
    if (failedAt !== null) toast({ variant: "destructive", title: "Error", description: FETCH_FAILED });
  }, [failedAt]);

  const pages = board.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const me = pages[0]?.me ?? null;
  const pinned = me && !entries.some((entry) => entry.userId === me.userId) ? me : null;
  const weekScope = "weekId" in choice || choice.scope === "current";

  return (
    <Card data-testid="leaderboard">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-2">
        {board.isPending ? (
          <div className="grid gap-2 px-4" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : board.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="font-medium text-destructive">{FETCH_FAILED}</p>
            <Button variant="outline" onClick={() => board.refetch()} disabled={board.isFetching}>
              <RotateCw /> Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground" data-testid="leaderboard-empty">
            No entries yet. Be the first to make picks!
          </p>
        ) : (
          <>
            <LeaderboardRows
              entries={entries}
              pinned={pinned}
              meId={meId}
              expandable={weekScope}
              weekId={"weekId" in choice ? choice.weekId : undefined}
            />
            {board.hasNextPage && (
              <div className="flex justify-center pt-4">
                <Button variant="outline" onClick={() => board.fetchNextPage()} disabled={board.isFetchingNextPage}>
                  {board.isFetchingNextPage ? "Loading..." : "Show more"}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
