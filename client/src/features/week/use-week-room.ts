import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { GameDto } from "@shared/contracts/games";
import { joinLiveRoom } from "@/lib/realtime";
import { finalKey } from "./game-view";
import { resetWeekLive, useWeekLiveStore, weekLiveSink } from "./week-live.store";
import { refreshAfterPickSave } from "./week.queries";

// The contract's schemas load with the room, after the page's first paint.
const loadWeekRoom = () => import("@shared/realtime/week.contract").then((module) => module.weekRoom);

/**
 * Follows the week room while mounted. When the room reports a final score that the REST data does
 * not show yet (a game just finalized, or an admin's corrected score), the week and my picks are
 * refetched once for that score, so the final, the winner and your points appear together. A game
 * graded again (an admin's regrade with new points settings) is refetched too: its score is the same,
 * its grading time is not.
 */
export function useWeekRoom(weekId: string | null, games: readonly GameDto[] | undefined) {
  const queryClient = useQueryClient();
  const restFinal = useRef(new Map<string, string>());
  const refreshed = useRef(new Set<string>());
  const gradedAt = useRef(new Map<string, number>());

  useEffect(() => {
    restFinal.current = new Map(games?.map((game) => [game.id, finalKey(game.status, game.finalHomeScore, game.finalAwayScore)]));
  }, [games]);

  useEffect(() => {
    if (!weekId) return;
    const live = joinLiveRoom(loadWeekRoom, { weekId }, weekLiveSink);
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
          const seenGradedAt = gradedAt.current.get(id);
          gradedAt.current.set(id, game.gradedAt);
          if (seenGradedAt !== undefined && seenGradedAt !== game.gradedAt) stale = true;
          if (game.status !== "final" || !game.hasScore) continue;
          const key = finalKey(game.status, game.homeScore, game.awayScore);
          const rest = restFinal.current.get(id);
          if (rest && rest !== key && !refreshed.current.has(`${id}:${key}`)) {
            refreshed.current.add(`${id}:${key}`);
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
