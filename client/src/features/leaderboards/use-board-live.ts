import { boardsRoom } from "@shared/realtime/boards.contract";
import type { BoardsRoomState } from "@shared/realtime/boards.state";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { create } from "zustand";
import { joinLiveRoom, type LiveRoomSink, type LiveStatus } from "@/lib/realtime";
import { leaderboardKeyPrefix } from "./leaderboards.queries";

/** Many open pages refetch after one change: spread over this long so they do not arrive as one burst. */
const REFETCH_SPREAD_MS = 250;

interface BoardsLiveState {
  connection: "idle" | LiveStatus;
  /** The boards room's version; it changes once per change of the boards (its value means nothing). */
  version: number | null;
}

export const useBoardsLiveStore = create<BoardsLiveState>(() => ({ connection: "idle", version: null }));

const boardsLiveSink: LiveRoomSink<BoardsRoomState> = {
  status: (connection) => useBoardsLiveStore.setState({ connection }),
  state: ({ version }) => useBoardsLiveStore.setState({ version }),
};

/** While mounted, refetches every loaded leaderboard when the boards change: no reload needed. */
export function useBoardLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = joinLiveRoom(boardsRoom, {}, boardsLiveSink);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first state counts as a change too: the page's boards may have loaded before a change
    // that came while the room was still being joined.
    const stop = useBoardsLiveStore.subscribe(({ version }, before) => {
      if (version === null || version === before.version) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: leaderboardKeyPrefix }),
        Math.random() * REFETCH_SPREAD_MS,
      );
    });
    return () => {
      stop();
      clearTimeout(timer);
      void live.leave();
      useBoardsLiveStore.setState({ connection: "idle", version: null });
    };
  }, [queryClient]);
}
