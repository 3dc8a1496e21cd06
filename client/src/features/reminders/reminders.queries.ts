import { queryOptions } from "@tanstack/react-query";
import { api, ok } from "@/lib/api-client";

/** Reminders' reads (docs/decisions/034); each key is the path it GETs. */
export const reminderQueries = {
  /** The server's VAPID public key: it never changes while the server runs. */
  pushKey: () =>
    queryOptions({ queryKey: ["/api/push/key"], queryFn: () => ok(api.push.key.$get()), staleTime: Infinity }),
  /** The player's trivia reminder time. */
  preferences: () =>
    queryOptions({ queryKey: ["/api/push/preferences"], queryFn: () => ok(api.push.preferences.$get()) }),
  /** The owner's list of members who have not filled their card for the next lock: whom a Nudge reaches. */
  missingCards: (leagueId: string) =>
    queryOptions({
      queryKey: ["/api/leagues", leagueId, "missing-cards"],
      queryFn: () => ok(api.leagues[":id"]["missing-cards"].$get({ param: { id: leagueId } })),
    }),
};
