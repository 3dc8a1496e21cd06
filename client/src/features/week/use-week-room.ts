import type { GameDto } from "@shared/contracts/games";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { joinLiveRoom } from "@/lib/realtime";
import { finalKey } from "./game-view";
import { refreshAfterFinal } from "./week.queries";
import { resetWeekLive, useWeekLiveStore, weekLiveSink } from "./week-live.store";

// The contract's schemas load with the room, after the page's first paint.
const loadWeekRoom = () => import("@shared/realtime/week.contract").then((module) => module.weekRoom);

/** A final game's score and grading time, as REST (ISO or null) or the room (ms, 0 before) reports them. */
const gradedKey = (final: string, gradedAt: string | number | null) =>
  `${final}@${typeof gradedAt === "string" ? Date.parse(gradedAt) : (gradedAt ?? 0)}`;

/**
 * Follows the week room while mounted. When the room reports a final game that the REST data does
 * not show as it is (a game just finalized, an admin's corrected score, or a regrade, which keeps the
 * score and moves the grading time), the week and my picks are refetched once for that state, so the
 * final, the winner and your points appear together.
 */
export function useWeekRoom(weekId: string | null, games: readonly GameDto[] | undefined) {
  const queryClient = useQueryClient();
  const restFinal = useRef(new Map<string, string>());
  const refreshed = useRef(new Set<string>());

  useEffect(() => {
    restFinal.current = new Map(
      games?.map((game) => [
        game.id,
        gradedKey(finalKey(game.status, game.finalHomeScore, game.finalAwayScore), game.gradedAt),
      ]),
    );
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
          if (game.status !== "final" || !game.hasScore) continue;
          const key = gradedKey(finalKey(game.status, game.homeScore, game.awayScore), game.gradedAt);
          const rest = restFinal.current.get(id);
          if (rest && rest !== key && !refreshed.current.has(`${id}:${key}`)) {
            refreshed.current.add(`${id}:${key}`);
            stale = true;
          }
        }
        if (stale) void refreshAfterFinal(queryClient);
      }),
    [queryClient],
  );
}

export function useLiveConnection() {
  return useWeekLiveStore((state) => state.connection);
}
