import { env } from "../env.ts";
import { isGameLiveOrAboutToKickOff } from "../features/sync/game-activity.service.ts";
import { runSync } from "../features/sync/sync.runner.ts";
import { setFirstSyncRunning } from "../features/sync/sync.state.ts";
import { findCurrentWeek } from "../features/weeks/weeks.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

const MINUTE = 60_000;

/** The game sync: at start-up, then every minute while games are live, else every SYNC_INTERVAL_MINUTES. */
export function createSyncJob(): ScheduledJob {
  let firstRun = true;
  return {
    name: "game sync",
    async run() {
      if (firstRun) {
        firstRun = false;
        // With no week stored yet, the client shows "syncing" and polls until this first sync ends.
        setFirstSyncRunning(!(await findCurrentWeek().catch(() => null)));
      }
      try {
        await runSync();
      } finally {
        setFirstSyncRunning(false);
      }
    },
    async nextRunAt(now) {
      const interval = env().SYNC_INTERVAL_MINUTES * MINUTE;
      const busy = await isGameLiveOrAboutToKickOff(now, interval);
      return new Date(now.getTime() + (busy ? MINUTE : interval));
    },
  };
}
