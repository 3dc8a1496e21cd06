import type { ChatLine } from "@shared/contracts/league-chat";
import { formatKickoff } from "@shared/domain/central-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiErrorStatus, getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { addChatLine, markChatLineRemoved, refreshChat } from "./league-chat.queries";
import { leagueQueries } from "./leagues.queries";

const failed = (fallback: string) => (error: unknown) =>
  toast({ variant: "destructive", title: "Error", description: getErrorMessage(error, fallback) });

/**
 * POST /api/leagues/{id}/chat; the caller shows a refusal (too long, muted, too many) beside the
 * input. A 403 may be a mute given meanwhile: the chat is read again so the composer says so.
 */
export function usePostChatMessage(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => ok(api.leagues[":id"].chat.$post({ param: { id: leagueId }, json: { text } })),
    onSuccess: (line: ChatLine) => addChatLine(queryClient, leagueId, line),
    onError: (error) => {
      if (apiErrorStatus(error) === 403) void refreshChat(queryClient, leagueId);
    },
  });
}

export function useDeleteChatMessage(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      ok(api.leagues[":id"].chat[":messageId"].$delete({ param: { id: leagueId, messageId } })),
    onSuccess: (_answer, messageId) => {
      toast({ title: "Message removed" });
      markChatLineRemoved(queryClient, leagueId, messageId);
    },
    onError: failed("Could not delete the message"),
  });
}

/** A mute changes the chat (the owner's list of mutes) and the Members tab: both are read again. */
const refreshMutes = (queryClient: ReturnType<typeof useQueryClient>, leagueId: string) =>
  Promise.all([
    refreshChat(queryClient, leagueId),
    queryClient.invalidateQueries({ queryKey: leagueQueries.members(leagueId).queryKey }),
  ]);

/** The owner's mute for a week, and its lifting, each confirmed first by the caller. */
export function useMuteMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => ok(api.leagues[":id"].mutes.$post({ param: { id: leagueId }, json: { userId } })),
    onSuccess: (mute) => {
      toast({
        title: `${mute.name} is muted for a week`,
        description: `They cannot write in the chat until ${formatKickoff(mute.mutedUntil)}.`,
      });
      return refreshMutes(queryClient, leagueId);
    },
    onError: failed("Could not mute the member"),
  });
}

export function useUnmuteMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: { userId: string; name: string }) =>
      ok(api.leagues[":id"].mutes[":userId"].$delete({ param: { id: leagueId, userId: member.userId } })),
    onSuccess: (_answer, member) => {
      toast({ title: `${member.name} is unmuted`, description: "They can write in the chat again." });
      return refreshMutes(queryClient, leagueId);
    },
    onError: failed("Could not unmute the member"),
  });
}
