import { TIE_BREAK_SENTENCE } from "@shared/domain/standings";
import { useQuery } from "@tanstack/react-query";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { Page, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { useCurrentLeague } from "@/features/leagues/use-current-league";
import { useDocumentTitle } from "@/lib/use-document-title";
import { BoardLeagueSelect } from "./board-league-select";
import { LeaderboardBoard } from "./leaderboard-board";
import { boardChoice, changeScope, chooseWeek, initialScope, type ScopeState } from "./leaderboard-scope";
import { leaderboardQueries } from "./leaderboards.queries";
import { LeagueBoard } from "./league-board";
import { ScopeBar } from "./scope-bar";
import { useBoardLive } from "./use-board-live";

/** RULES §2 Leaderboards: This Week, Previous Week (a chosen week) and All Time, of everyone or of the current league. */
export function LeaderboardsPage() {
  useDocumentTitle("Leaderboards");
  const [state, setState] = useState<ScopeState>(initialScope);
  const { user } = useCurrentUser();
  const choice = boardChoice(state);
  const title = useBoardTitle(state);
  const current = useCurrentLeague();
  const leagueWaiting =
    current.isLoading || (current.leagueId !== null && current.league === null && !current.leagueFailed);
  useBoardLive();
  return (
    <Page className="max-w-5xl">
      <PageHeader
        icon={Trophy}
        title="Leaderboards"
        description={`Weekly boards run Sunday through Saturday, Central Time. ${TIE_BREAK_SENTENCE}`}
      />
      <ScopeBar
        state={state}
        onScope={(scope) => setState((s) => changeScope(s, scope))}
        onWeek={(weekId) => setState((s) => chooseWeek(s, weekId))}
      >
        <BoardLeagueSelect leagueId={current.leagueId} onChange={current.select} />
      </ScopeBar>
      {choice && leagueWaiting ? (
        <Skeleton className="h-64" aria-busy="true" />
      ) : choice && current.league ? (
        <LeagueBoard key={current.league.id} league={current.league} choice={choice} title={title} meId={user?.id} />
      ) : choice ? (
        <LeaderboardBoard key={JSON.stringify(choice)} choice={choice} title={title} meId={user?.id} />
      ) : (
        <Card className="py-12 text-center text-muted-foreground" data-testid="leaderboard-choose-week">
          Select a week to view leaderboard
        </Card>
      )}
    </Page>
  );
}

/** RULES §2 titles; a previous week's board is titled with that week's label. */
function useBoardTitle(state: ScopeState): string {
  const weeks = useQuery({ ...leaderboardQueries.weeks(), enabled: state.scope === "previous" });
  if (state.scope === "all") return "All-Time Leaderboard";
  if (state.scope === "previous") {
    const label = weeks.data?.find((week) => week.id === state.weekId)?.label;
    return label ? `${label} Leaderboard` : "Leaderboard";
  }
  return "This Week's Leaderboard";
}
