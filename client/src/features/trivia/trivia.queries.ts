import type { TriviaStats } from "@shared/contracts/profile";
import type { DailyTrivia } from "@shared/contracts/trivia";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { authQueries } from "@/features/auth/auth.queries";
import { leaderboardKeyPrefix } from "@/features/leaderboards/leaderboards.queries";
import { getQueryFn } from "@/lib/api";
import { timedCall } from "./server-clock.store";

const fetchDaily = getQueryFn<DailyTrivia>();

/** Every trivia read of RULES §7; each key is the path it GETs (lib/api.ts pathFromQueryKey). */
export const triviaQueries = {
  stats: () => queryOptions({ queryKey: ["/api/trivia/stats"], queryFn: getQueryFn<TriviaStats>() }),
  /** The day's questions; each load also measures the server clock for the countdowns. */
  daily: () =>
    queryOptions({
      queryKey: ["/api/trivia/daily"],
      queryFn: (context) => timedCall(async () => fetchDaily(context)),
    }),
};

export const refetchDaily = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: triviaQueries.daily().queryKey });

/** Points moved (a correct answer, a streak bonus): the header and Profile totals and the boards. */
export function refreshPoints(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey }),
    queryClient.invalidateQueries({ queryKey: leaderboardKeyPrefix }),
  ]);
}
