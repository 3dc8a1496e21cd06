import { leagueRoom } from "@shared/realtime/league.contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { joinLiveRoom } from "@/lib/realtime";
import { applyChatEvent, forgetChat, refreshChat } from "./league-chat.queries";
import { leagueLiveSink, resetLeagueLive, useLeagueLiveStore } from "./league-live.store";

/**
 * Follows the league's room while mounted: live standings, the member count, who is online and the
 * trivia race into the store; the chat's new and deleted lines into its cached pages (each join
 * reads the chat again, since lines sent before it were missed). One caller per page (the league
 * page, the Leaderboards league view); the rest read the store.
 */
export function useLeagueRoom(leagueId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = joinLiveRoom(
      leagueRoom,
      { leagueId },
      {
        ...leagueLiveSink,
        status: (status, error) => {
          leagueLiveSink.status(status, error);
          // Lines sent before the room was listening (a page read before the first join, or
          // while it rejoined) are not in the cache: read the chat again, when it is shown.
          if (status === "connected") void refreshChat(queryClient, leagueId);
        },
        event: (event) => applyChatEvent(queryClient, leagueId, event),
      },
    );
    return () => {
      void live.leave();
      resetLeagueLive();
      forgetChat(queryClient, leagueId);
    };
  }, [leagueId, queryClient]);
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
