import { create } from "zustand";
import { useShallow } from "zustand/react/shallow";
import type { LiveRoomSink, LiveStatus } from "@/lib/realtime";
import type { WeekGameState, WeekRoomState } from "@shared/realtime/week.state";

export type LiveConnection = "idle" | LiveStatus;

interface WeekLiveState {
  connection: LiveConnection;
  weekId: string | null;
  /** Live per-game state keyed by game id, as last sent by the week room. */
  games: Record<string, WeekGameState>;
  error: string | null;
}

const initialState: WeekLiveState = { connection: "idle", weekId: null, games: {}, error: null };

/** Written only through `weekLiveSink` (by lib/realtime.ts); components read it with selectors. */
export const useWeekLiveStore = create<WeekLiveState>(() => initialState);

export const weekLiveSink: LiveRoomSink<WeekRoomState> = {
  status: (connection, error) => useWeekLiveStore.setState({ connection, error: error ?? null }),
  state: ({ weekId, games }) => useWeekLiveStore.setState({ weekId, games }),
};

export const resetWeekLive = () => useWeekLiveStore.setState(initialState);

/** One game's live state; re-renders only when that game's values change, not on every room patch. */
export const useLiveGame = (gameId: string) => useWeekLiveStore(useShallow((state) => state.games[gameId]));
