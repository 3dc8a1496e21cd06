import type { PushPreferences } from "@shared/contracts/push";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";
import { currentSubscription, subscribeDevice } from "./push-device";
import { reminderQueries } from "./reminders.queries";

type SubscriptionBody = Parameters<typeof api.push.subscriptions.$post>[0]["json"];

/** Turns reminders on for this device: permission, the browser's subscription, then the server's copy. */
export function useTurnRemindersOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(reminderQueries.pushKey());
      const subscription = await subscribeDevice(publicKey);
      return ok(api.push.subscriptions.$post({ json: subscription as SubscriptionBody }));
    },
  });
}

/** Turns them off for this device: the server forgets it, then the browser drops the subscription. */
export function useTurnRemindersOff() {
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return { devices: 0 };
      const answer = await ok(api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }));
      await subscription.unsubscribe();
      return answer;
    },
  });
}

export function useSaveReminderPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushPreferences) => ok(api.push.preferences.$put({ json: body })),
    onSuccess: (saved) => queryClient.setQueryData(reminderQueries.preferences().queryKey, saved),
  });
}

/** The owner's Nudge (once per league per week); the missing-cards list is read again after it. */
export function useNudgeLeague(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.leagues[":id"].nudge.$post({ param: { id: leagueId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderQueries.missingCards(leagueId).queryKey }),
  });
}
