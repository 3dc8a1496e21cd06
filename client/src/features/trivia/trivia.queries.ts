import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { authQueries } from "@/features/auth/auth.queries";
import { leaderboardKeyPrefix } from "@/features/leaderboards/leaderboards.queries";
import { api, ok } from "@/lib/api-client";
import { timedCall } from "@/lib/server-clock";

/** Every trivia read of RULES §7, through the typed client; each key is the path it GETs. */
export const triviaQueries = {
  stats: () => queryOptions({ queryKey: ["/api/trivia/stats"], queryFn: () => ok(api.trivia.stats.$get()) }),
  /** The day's questions; each load also measures the server clock for the countdowns. */
  daily: () =>
    queryOptions({
      queryKey: ["/api/trivia/daily"],
      queryFn: () => timedCall(() => ok(api.trivia.daily.$get())),
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
