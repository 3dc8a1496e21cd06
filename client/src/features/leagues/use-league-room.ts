import { leagueRoom } from "@shared/realtime/league.contract";
import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { joinLiveRoom } from "@/lib/realtime";
import { leagueLiveSink, resetLeagueLive, useLeagueLiveStore } from "./league-live.store";

/**
 * Follows the league's room while mounted: live standings, the member count, who is online and the
 * trivia race. One caller per page (the league page, the Leaderboards league view); the rest read
 * the store.
 */
export function useLeagueRoom(leagueId: string) {
  useEffect(() => {
    const live = joinLiveRoom(leagueRoom, { leagueId }, leagueLiveSink);
    return () => {
      void live.leave();
      resetLeagueLive();
    };
  }, [leagueId]);
}

/** The live standings of this league once its room has sent them; null until then (show the REST data). */
export function useLeagueLive(leagueId: string) {
  return useLeagueLiveStore(
    useShallow((state) =>
      state.leagueId === leagueId
        ? {
            weekId: state.weekId,
            season: state.season,
            week: state.week,
            liveGames: state.liveGames,
            projected: state.projected,
            online: state.online,
            trivia: state.trivia,
          }
        : null,
    ),
  );
}

/** How many members the league has: the room's live count once it has sent one, until then the REST count. */
export function useLeagueMemberCount(leagueId: string, restCount: number) {
  return useLeagueLiveStore((state) => (state.leagueId === leagueId ? state.memberCount : null)) ?? restCount;
}
