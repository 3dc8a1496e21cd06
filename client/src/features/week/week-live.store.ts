import { create } from "zustand";
import { useShallow } from "zustand/react/shallow";
import type { WeekGameState } from "@shared/realtime/rooms";

export type LiveConnection = "idle" | "connecting" | "connected" | "error";

interface WeekLiveState {
  connection: LiveConnection;
  weekId: string | null;
  /** Live per-game state keyed by game id, as last sent by the week room. */
  games: Record<string, WeekGameState>;
  error: string | null;
}

const initialState: WeekLiveState = { connection: "idle", weekId: null, games: {}, error: null };

/** Written only by lib/realtime.ts; components read it with selectors. */
export const useWeekLiveStore = create<WeekLiveState>(() => initialState);

export const weekLiveActions = {
  connecting: (weekId: string | null) => useWeekLiveStore.setState({ ...initialState, connection: "connecting", weekId }),
  snapshot: (weekId: string, games: Record<string, WeekGameState>) =>
    useWeekLiveStore.setState({ connection: "connected", weekId, games, error: null }),
  failed: (error: string) => useWeekLiveStore.setState({ connection: "error", error }),
  reset: () => useWeekLiveStore.setState(initialState),
};

/** One game's live state; re-renders only when that game's values change, not on every room patch. */
export const useLiveGame = (gameId: string) => useWeekLiveStore(useShallow((state) => state.games[gameId]));
