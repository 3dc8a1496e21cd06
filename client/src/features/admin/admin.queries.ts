import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { authQueries } from "@/features/auth/auth.queries";
import { leaderboardKeyPrefix } from "@/features/leaderboards/leaderboards.queries";
import { invalidateLeagues } from "@/features/leagues/leagues.queries";
import { myPicksQueries } from "@/features/my-picks/my-picks.queries";
import { settingsQueries } from "@/features/settings/settings.queries";
import { weekQueries } from "@/features/week/week.queries";
import { api, ok } from "@/lib/api-client";

export const adminQueries = {
  status: () => queryOptions({ queryKey: ["/api/admin/auth/status"], queryFn: () => ok(api.admin.auth.status.$get()) }),
  users: () => queryOptions({ queryKey: ["/api/admin/users"], queryFn: () => ok(api.admin.users.$get()) }),
  pointsSettings: () =>
    queryOptions({ queryKey: ["/api/admin/settings/points"], queryFn: () => ok(api.admin.settings.points.$get()) }),
  triviaSettings: () =>
    queryOptions({ queryKey: ["/api/admin/settings/trivia"], queryFn: () => ok(api.admin.settings.trivia.$get()) }),
  currentWeek: () =>
    queryOptions({ queryKey: ["/api/admin/current-week"], queryFn: () => ok(api.admin["current-week"].$get()) }),
  /** Calls used and left this month and the sync's pace (decision 032); the pace moves with the live games. */
  syncBudget: () =>
    queryOptions({
      queryKey: ["/api/admin/sync-budget"],
      queryFn: () => ok(api.admin["sync-budget"].$get()),
      refetchInterval: 60_000,
    }),
  /** The global bank, newest first (league questions are not listed). */
  triviaQuestions: () =>
    queryOptions({ queryKey: ["/api/admin/trivia/questions"], queryFn: () => ok(api.admin.trivia.questions.$get()) }),
  /** Whether Generate with AI can work (OPENAI_API_KEY set on the server). */
  aiStatus: () =>
    queryOptions({
      queryKey: ["/api/admin/trivia/ai-status"],
      queryFn: () => ok(api.admin.trivia["ai-status"].$get()),
    }),
};

/** Keys other features own; admin actions change what they show (RULES §7 "refreshed after changes"). */
export const sharedKeys = {
  currentWeek: weekQueries.current().queryKey,
  myPicks: myPicksQueries.list().queryKey,
  currentUser: authQueries.user().queryKey,
  publicPoints: settingsQueries.points().queryKey,
  publicTrivia: settingsQueries.trivia().queryKey,
} as const;

/** Every leaderboard view (["/api/leaderboard", {scope}] and friends). */
export function invalidateLeaderboards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: leaderboardKeyPrefix });
}

/** After a sync, finalize, regrade or popular toggle: games, picks, points and standings may all have moved. */
export function invalidateGameData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueries.currentWeek().queryKey }),
    queryClient.invalidateQueries({ queryKey: adminQueries.users().queryKey }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.currentWeek }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.myPicks }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser }),
    invalidateLeaderboards(queryClient),
    invalidateLeagues(queryClient),
  ]);
}
