import type { AdminUserDto, GameDto } from "@shared/contracts/games";
import type { PointsSettings } from "@shared/contracts/points";
import type { TriviaSettings } from "@shared/contracts/settings";
import type { AiStatus, TriviaQuestionDto } from "@shared/contracts/trivia-questions";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { invalidateLeagues } from "@/features/leagues/leagues.queries";
import { settingsQueries } from "@/features/settings/settings.queries";
import { getQueryFn } from "@/lib/api";

export interface AdminCurrentWeek {
  week: { id: string; label: string } | null;
  games: GameDto[];
  serverNow: string;
}

export const adminQueries = {
  status: () => queryOptions({ queryKey: ["/api/admin/auth/status"], queryFn: getQueryFn<{ isAdmin: boolean }>() }),
  users: () => queryOptions({ queryKey: ["/api/admin/users"], queryFn: getQueryFn<AdminUserDto[]>() }),
  pointsSettings: () =>
    queryOptions({ queryKey: ["/api/admin/settings/points"], queryFn: getQueryFn<PointsSettings>() }),
  triviaSettings: () =>
    queryOptions({ queryKey: ["/api/admin/settings/trivia"], queryFn: getQueryFn<TriviaSettings>() }),
  currentWeek: () => queryOptions({ queryKey: ["/api/admin/current-week"], queryFn: getQueryFn<AdminCurrentWeek>() }),
  /** The global bank, newest first (league questions are not listed). */
  triviaQuestions: () =>
    queryOptions({ queryKey: ["/api/admin/trivia/questions"], queryFn: getQueryFn<TriviaQuestionDto[]>() }),
  /** Whether Generate with AI can work (OPENAI_API_KEY set on the server). */
  aiStatus: () => queryOptions({ queryKey: ["/api/admin/trivia/ai-status"], queryFn: getQueryFn<AiStatus>() }),
};

/** Keys other features own; admin actions change what they show (RULES §7 "refreshed after changes"). */
export const sharedKeys = {
  currentWeek: ["/api/weeks/current"],
  myPicks: ["/api/me/picks"],
  currentUser: ["/api/auth/user"],
  publicPoints: settingsQueries.points().queryKey,
  publicTrivia: settingsQueries.trivia().queryKey,
} as const;

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(prefix);

/** Every leaderboard view (["/api/leaderboard", {scope}] and friends). */
export function invalidateLeaderboards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: startsWith("/api/leaderboard") });
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
