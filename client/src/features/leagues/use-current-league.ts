import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useStore } from "zustand";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { queryClient } from "@/lib/query-client";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { createCurrentLeagueStore } from "./current-league.store";
import { leagueQueries } from "./leagues.queries";

export const currentLeagueStore = createCurrentLeagueStore({
  read: () => readStorage(storageKeys.currentLeagueId),
  write: (leagueId) => writeStorage(storageKeys.currentLeagueId, leagueId),
  fetchLeague: (leagueId) => queryClient.fetchQuery(leagueQueries.detail(leagueId)),
});

/**
 * RULES §4 "Current league": the selected league (null = global), a loading flag that stays true
 * until the saved league has loaded, and `select`. The saved league is fetched once, when signed in.
 */
export function useCurrentLeague() {
  const { isSignedIn } = useCurrentUser();
  const leagueId = useStore(currentLeagueStore, (s) => s.leagueId);
  const isLoading = useStore(currentLeagueStore, (s) => s.isLoading);
  const select = useStore(currentLeagueStore, (s) => s.select);

  useEffect(() => {
    if (isSignedIn) void currentLeagueStore.getState().loadSaved();
  }, [isSignedIn]);

  const league = useQuery({ ...leagueQueries.detail(leagueId ?? ""), enabled: leagueId !== null && !isLoading });
  return { leagueId, league: league.data ?? null, isLoading, leagueFailed: league.isError, select };
}
