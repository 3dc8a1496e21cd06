import { isCancelledError } from "@tanstack/react-query";
import { createStore } from "zustand/vanilla";

export interface CurrentLeagueState {
  /** The selected league, or null for the global view. */
  leagueId: string | null;
  /** RULES §4: true until the saved league's load has finished. */
  isLoading: boolean;
  select(leagueId: string | null): void;
  /** Fetches the saved league once; a failure forgets it silently (RULES §8 "Failed to load saved league"). */
  loadSaved(): Promise<void>;
}

export interface CurrentLeagueDeps {
  read(): string | null;
  write(leagueId: string | null): void;
  fetchLeague(leagueId: string): Promise<unknown>;
}

const LOAD_ATTEMPTS = 3;

/**
 * A fetch cancelled because the views watching it unmounted (TanStack Query aborts a query whose
 * last observer leaves) says nothing about the league: it is asked again, a few times at most.
 */
async function fetchUntilAnswered(fetchOnce: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce();
    } catch (error) {
      if (!isCancelledError(error) || attempt === LOAD_ATTEMPTS) throw error;
    }
  }
}

/** RULES §4 "Current league", kept apart from storage and fetching so it can be tested without a browser. */
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
          await fetchUntilAnswered(() => fetchLeague(leagueId));
        } catch (error) {
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
