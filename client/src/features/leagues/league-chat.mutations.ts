import type { ChatLine } from "@shared/contracts/league-chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { addChatLine, refreshChat, removeChatLine } from "./league-chat.queries";

const failed = (fallback: string) => (error: unknown) =>
  toast({ variant: "destructive", title: "Error", description: getErrorMessage(error, fallback) });

/** POST /api/leagues/{id}/chat; the caller shows a refusal (too long, muted, too many) beside the input. */
export function usePostChatMessage(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => ok(api.leagues[":id"].chat.$post({ param: { id: leagueId }, json: { text } })),
    onSuccess: (line: ChatLine) => addChatLine(queryClient, leagueId, line),
  });
}

export function useDeleteChatMessage(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      ok(api.leagues[":id"].chat[":messageId"].$delete({ param: { id: leagueId, messageId } })),
    onSuccess: (_answer, messageId) => removeChatLine(queryClient, leagueId, messageId),
    onError: failed("Could not delete the message"),
  });
}

/** The owner's mute for a week, and its lifting; the chat's list of mutes is read again after either. */
export function useMuteMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => ok(api.leagues[":id"].mutes.$post({ param: { id: leagueId }, json: { userId } })),
    onSuccess: (mute) => {
      toast({ title: `${mute.name} is muted for a week` });
      return refreshChat(queryClient, leagueId);
    },
    onError: failed("Could not mute the member"),
  });
}

export function useUnmuteMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      ok(api.leagues[":id"].mutes[":userId"].$delete({ param: { id: leagueId, userId } })),
    onSuccess: () => {
      toast({ title: "Member unmuted" });
      return refreshChat(queryClient, leagueId);
    },
    onError: failed("Could not unmute the member"),
  });
}
