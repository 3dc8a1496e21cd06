import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { GameDto } from "@shared/contracts/games";
import { joinLiveRoom } from "@/lib/realtime";
import { weekRoom } from "@shared/realtime/week.contract";
import { resetWeekLive, useWeekLiveStore, weekLiveSink } from "./week-live.store";
import { refreshAfterPickSave } from "./week.queries";

/**
 * Follows the week room while mounted. When the room reports a game final that the REST data
 * does not yet show as final, the week and my picks are refetched once so finals and points appear.
 */
export function useWeekRoom(weekId: string | null, games: readonly GameDto[] | undefined) {
  const queryClient = useQueryClient();
  const restStatus = useRef(new Map<string, string>());
  const refreshed = useRef(new Set<string>());

  useEffect(() => {
    restStatus.current = new Map(games?.map((game) => [game.id, game.status]));
  }, [games]);

  useEffect(() => {
    if (!weekId) return;
    const live = joinLiveRoom(weekRoom, { weekId }, weekLiveSink);
    return () => {
      void live.leave();
      resetWeekLive();
    };
  }, [weekId]);

  useEffect(
    () =>
      useWeekLiveStore.subscribe(({ games: live }) => {
        let stale = false;
        for (const [id, game] of Object.entries(live)) {
          const rest = restStatus.current.get(id);
          if (game.status === "final" && rest && rest !== "final" && !refreshed.current.has(id)) {
            refreshed.current.add(id);
            stale = true;
          }
        }
        if (stale) void refreshAfterPickSave(queryClient);
      }),
    [queryClient],
  );
}

export function useLiveConnection() {
  return useWeekLiveStore((state) => state.connection);
}
