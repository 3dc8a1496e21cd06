import { createCache } from "../../cache/index.ts";
import { events } from "../../events.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";

const KEY = "current";

/**
 * The current week's id, read at most once a second (and again after a sync), not once per
 * request. One read at a time: the requests arriving while it runs share it, and once a second has
 * passed they keep the id they have until the new read answers (a sync forgets it outright, and a
 * read under way then is answered to its callers but not kept).
 */
const currentWeek = createCache<typeof KEY, { weekId: string | null }>({
  name: "current-week",
  max: 1,
  ttlMs: 1000,
  staleWhileRefresh: true,
  fetch: async () => ({ weekId: (await findCurrentWeek())?.id ?? null }),
});

export async function currentWeekId(): Promise<string | null> {
  return (await currentWeek.fetch(KEY)).weekId;
}

export function forgetCurrentWeek() {
  currentWeek.delete(KEY);
}

events.subscribe("week.synced", forgetCurrentWeek);
events.subscribe("realtime.resync", forgetCurrentWeek);
