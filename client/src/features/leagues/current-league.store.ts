import { isCancelledError } from "@tanstack/react-query";
import { createStore } from "zustand/vanilla";

export interface CurrentLeagueState {
  /** The selected league, or null for the global view. */
  leagueId: string | null;
  /** SPEC §4: true until the saved league's load has finished. */
  isLoading: boolean;
  select(leagueId: string | null): void;
  /** Fetches the saved league once; a failure forgets it silently (SPEC §8 "Failed to load saved league"). */
  loadSaved(): Promise<void>;
}

export interface CurrentLeagueDeps {
  read(): string | null;
  write(leagueId: string | null): void;
  fetchLeague(leagueId: string): Promise<unknown>;
}

/** SPEC §4 "Current league", kept apart from storage and fetching so it can be tested without a browser. */
export function createCurrentLeagueStore({ read, write, fetchLeague }: CurrentLeagueDeps) {
  const saved = read();
  let loading: Promise<void> | null = null;

  return createStore<CurrentLeagueState>()((set, get) => ({
    leagueId: saved,
    isLoading: saved !== null,
    select(leagueId) {
      write(leagueId);
      set({ leagueId, isLoading: false });
    },
    loadSaved() {
      loading ??= (async () => {
        const leagueId = get().leagueId;
        if (leagueId === null) return set({ isLoading: false });
        try {
          await fetchLeague(leagueId);
        } catch (error) {
          // A load cancelled because the views asking for it unmounted says nothing about the league.
          // Only forget the league this load was about: the user may have picked another meanwhile.
          if (!isCancelledError(error) && get().leagueId === leagueId) {
            write(null);
            set({ leagueId: null });
          }
        } finally {
          set({ isLoading: false });
        }
      })();
      return loading;
    },
  }));
}
