import type { ChatLine } from "@shared/contracts/league-chat";
import type { leagueRoom } from "@shared/realtime/league.contract";
import type { RoomEventOf } from "@shared/realtime/room-contract";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";
import { leagueQueries } from "./leagues.queries";

/**
 * GET /api/leagues/{id}/chat (decision 033), a page at a time: the first page is the newest 100
 * lines, each further one the 100 before it (`olderCursor`). Each page holds its lines oldest first.
 */
export const leagueChatQueries = {
  chat: (leagueId: string) =>
    infiniteQueryOptions({
      queryKey: ["/api/leagues", leagueId, "chat"],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam }) =>
        ok(api.leagues[":id"].chat.$get({ param: { id: leagueId }, query: { before: pageParam } })),
      getNextPageParam: (last) => last.olderCursor ?? undefined,
    }),
};

/** Every loaded line, oldest first. */
export const chatLines = (data: { pages: readonly { lines: ChatLine[] }[] } | undefined): ChatLine[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.lines) : [];

/** A line stored (posted here, or sent by the league room): added to the newest page once, in order. */
export function addChatLine(queryClient: QueryClient, leagueId: string, line: ChatLine) {
  queryClient.setQueryData(leagueChatQueries.chat(leagueId).queryKey, (data) => {
    if (!data?.pages.length || data.pages.some((page) => page.lines.some((known) => known.id === line.id))) return data;
    const [newest, ...older] = data.pages;
    const lines = [...newest!.lines, line].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
    return { ...data, pages: [{ ...newest!, lines }, ...older] };
  });
}

/** A deleted line keeps its place as "Message removed", with nothing of what it said (decision 062). */
export function markChatLineRemoved(queryClient: QueryClient, leagueId: string, lineId: string) {
  const removed = (line: ChatLine): ChatLine =>
    line.id === lineId ? { id: line.id, createdAt: line.createdAt, kind: "removed" } : line;
  queryClient.setQueryData(leagueChatQueries.chat(leagueId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, lines: page.lines.map(removed) })) } : data,
  );
}

/** The viewer's own mute, as the league room told them: the composer follows it at once. */
function setOwnMute(queryClient: QueryClient, leagueId: string, mutedUntil: string | null) {
  queryClient.setQueryData(leagueChatQueries.chat(leagueId).queryKey, (data) =>
    data?.pages.length
      ? { ...data, pages: data.pages.map((page, i) => (i === 0 ? { ...page, mutedUntil } : page)) }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: leagueQueries.members(leagueId).queryKey });
}

/** The league room's chat events, poured into the chat's cached pages. */
export function applyChatEvent(queryClient: QueryClient, leagueId: string, event: RoomEventOf<typeof leagueRoom>) {
  if (event.name === "chat.line") addChatLine(queryClient, leagueId, event.payload);
  else if (event.name === "chat.deleted") markChatLineRemoved(queryClient, leagueId, event.payload.id);
  else setOwnMute(queryClient, leagueId, event.payload.mutedUntil);
}

/** Lines sent while the room was not connected are not in the cache: read the chat again. */
export const refreshChat = (queryClient: QueryClient, leagueId: string) =>
  queryClient.invalidateQueries({ queryKey: leagueChatQueries.chat(leagueId).queryKey });

/** Leaving the league page: the next visit reads the chat afresh (no room kept it current meanwhile). */
export const forgetChat = (queryClient: QueryClient, leagueId: string) =>
  queryClient.removeQueries({ queryKey: leagueChatQueries.chat(leagueId).queryKey });
