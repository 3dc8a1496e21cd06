import type { CurrentWeekResponse, PickDto } from "@shared/contracts/games";
import type { PickInput } from "@shared/domain/pick";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { myPicksQueries } from "@/features/my-picks/my-picks.queries";
import { apiRequest, getQueryFn } from "@/lib/api";

/** RULES §4 "Week polling": re-requested every 2 s while the answer says syncing. */
export const WEEK_SYNC_POLL_MS = 2000;

export const currentWeekKey = ["/api/weeks/current"] as const;

export const weekQueries = {
  current: () =>
    queryOptions({
      queryKey: currentWeekKey,
      queryFn: getQueryFn<CurrentWeekResponse>(),
      refetchInterval: (query) => (query.state.data?.syncing ? WEEK_SYNC_POLL_MS : false),
    }),
};

export function savePick(body: PickInput): Promise<PickDto> {
  return apiRequest<PickDto>("POST", "/api/picks", body);
}

/** Sends a pending pick while the page unloads; keepalive lets the request outlive the page. */
export function savePickOnUnload(body: PickInput) {
  void fetch("/api/picks", {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/** RULES §7: after a pick is saved, or a game turns final, the current week and my picks are refreshed. */
export function refreshAfterPickSave(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentWeekKey }),
    queryClient.invalidateQueries({ queryKey: myPicksQueries.list().queryKey }),
  ]);
}
