import type { PickDto } from "@shared/contracts/games";
import type { PickInput } from "@shared/domain/pick";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { myPicksQueries } from "@/features/my-picks/my-picks.queries";
import { api, ok } from "@/lib/api-client";
import { withSavedPick } from "./week-cache";

/** RULES §4 "Week polling": re-requested every 2 s while the answer says syncing. */
export const WEEK_SYNC_POLL_MS = 2000;

export const currentWeekKey = ["/api/weeks/current"] as const;

export const weekQueries = {
  current: () =>
    queryOptions({
      queryKey: currentWeekKey,
      queryFn: () => ok(api.weeks.current.$get()),
      refetchInterval: (query) => (query.state.data?.syncing ? WEEK_SYNC_POLL_MS : false),
    }),
};

export function savePick(body: PickInput) {
  return ok(api.picks.$post({ json: body }));
}

/** Sends a pending pick while the page unloads; keepalive lets the request outlive the page. */
export function savePickOnUnload(body: PickInput) {
  void api.picks.$post({ json: body }, { init: { keepalive: true } }).catch(() => {});
}

/**
 * RULES §7: a saved pick goes into the cached week from the save's answer, with no refetch; the pick
 * split follows from the week room. My picks are refetched: each is listed with its game, which the
 * answer does not carry.
 */
export function applySavedPick(queryClient: QueryClient, pick: PickDto) {
  queryClient.setQueryData(weekQueries.current().queryKey, (week) => week && withSavedPick(week, pick));
  return queryClient.invalidateQueries({ queryKey: myPicksQueries.list().queryKey });
}

/** RULES §7: when a game turns final (or is regraded), the current week and my picks are refetched. */
export function refreshAfterFinal(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentWeekKey }),
    queryClient.invalidateQueries({ queryKey: myPicksQueries.list().queryKey }),
  ]);
}
