import type { GameDto } from "@shared/contracts/games";
import type { WeekGameState, WeekRoomState } from "@shared/realtime/week.state";
import { useMemo } from "react";
import { create } from "zustand";
import { useShallow } from "zustand/react/shallow";
import type { LiveRoomSink, LiveStatus } from "@/lib/realtime";
import { type GameView, gameView } from "./game-view";

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

/**
 * A game as shown: its REST data overlaid with the room's live values. Re-renders only when a value
 * shown changes, so the room's first state, which mostly repeats what REST said, re-renders no card.
 */
export function useGameView(game: GameDto): GameView {
  const shown = useWeekLiveStore(
    useShallow((state) => {
      const { score, homeLineScores, awayLineScores, ...view } = gameView(game, state.games[game.id]);
      // Line scores as text: each room patch brings new arrays, equal ones must not re-render.
      return {
        ...view,
        awayScore: score?.away ?? null,
        homeScore: score?.home ?? null,
        homeLine: homeLineScores.join(","),
        awayLine: awayLineScores.join(","),
      };
    }),
  );
  return useMemo(() => {
    const { awayScore, homeScore, homeLine, awayLine, ...view } = shown;
    return {
      ...view,
      score: awayScore !== null && homeScore !== null ? { away: awayScore, home: homeScore } : null,
      homeLineScores: parseLine(homeLine),
      awayLineScores: parseLine(awayLine),
    };
  }, [shown]);
}

const parseLine = (line: string) => (line === "" ? [] : line.split(",").map(Number));

const pluck = <K extends keyof WeekGameState>(games: Record<string, WeekGameState>, key: K) =>
  Object.fromEntries(Object.entries(games).map(([id, game]) => [id, game[key]])) as Record<string, WeekGameState[K]>;

/** Each game's live status and popular flag; re-renders only when one of them changes (not on pick percentages). */
export function useLiveFlags(): Record<string, Pick<WeekGameState, "status" | "isPopular">> {
  const status = useWeekLiveStore(useShallow((state) => pluck(state.games, "status")));
  const isPopular = useWeekLiveStore(useShallow((state) => pluck(state.games, "isPopular")));
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(status).map((id) => [id, { status: status[id]!, isPopular: isPopular[id] ?? false }]),
      ),
    [status, isPopular],
  );
}
