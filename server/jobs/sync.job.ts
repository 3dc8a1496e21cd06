import { clock } from "../clock.ts";
import { env } from "../env.ts";
import { isGameLiveOrAboutToKickOff } from "../features/sync/game-activity.service.ts";
import { backoffMs, monthEndsAt, nextSyncStep } from "../features/sync/poll-plan.ts";
import { pollScoreboard } from "../features/sync/scoreboard.service.ts";
import { gamesProvider, runSync } from "../features/sync/sync.runner.ts";
import { setFirstSyncRunning } from "../features/sync/sync.state.ts";
import { syncBudgetStatus } from "../features/sync/sync-budget.service.ts";
import { findCurrentWeek } from "../features/weeks/weeks.service.ts";
import { isProviderError, type ProviderErrorKind } from "../providers/games/index.ts";
import type { ScheduledJob } from "./scheduler.ts";

const MINUTE = 60_000;

/**
 * The game sync. With the replay (no budget): at start-up, then every minute while games are live,
 * else every SYNC_INTERVAL_MINUTES, each run a full sync and a scoreboard read. With CFBD (decision
 * 032): a full sync at start-up, then while games are live one scoreboard poll at the interval the
 * month's calls left allow, and when none are, a full sync as often as the budget allows; a provider
 * error backs off (longer after a 429), a spent budget waits for the next month. A failed run is
 * reported by the scheduler and never stops the job.
 */
export function createSyncJob(): ScheduledJob {
  let firstRun = true;
  let lastFullSyncAt: Date | null = null;
  let lastPollAt: Date | null = null;
  let failures = 0;
  let failedWith: ProviderErrorKind | "other" = "other";

  async function budgetedRun() {
    const provider = gamesProvider();
    const now = clock.now();
    // At start-up (until a full sync succeeds) the schedule, lines and polls come first.
    if (lastFullSyncAt === null) {
      await runSync();
      lastFullSyncAt = now;
      return;
    }
    const status = await syncBudgetStatus(now);
    const { step } = nextSyncStep({
      now,
      plan: status.plan!,
      live: status.live,
      lastPollAt,
      lastFullSyncAt,
      idleCheckMs: env().SYNC_INTERVAL_MINUTES * MINUTE,
    });
    if (step === "full") {
      await runSync();
      lastFullSyncAt = now;
    } else if (step === "poll") {
      await pollScoreboard(provider);
      lastPollAt = now;
    }
  }

  return {
    name: "game sync",
    async run() {
      if (firstRun) {
        firstRun = false;
        // With no week stored yet, the client shows "syncing" and polls until this first sync ends.
        setFirstSyncRunning(!(await findCurrentWeek().catch(() => null)));
      }
      try {
        const provider = gamesProvider();
        if (provider.kind === "replay") {
          await runSync();
          setFirstSyncRunning(false);
          await pollScoreboard(provider);
        } else {
          await budgetedRun();
        }
        failures = 0;
      } catch (error) {
        failures += 1;
        failedWith = isProviderError(error) ? error.kind : "other";
        throw error;
      } finally {
        setFirstSyncRunning(false);
      }
    },
    async nextRunAt(now) {
      const interval = env().SYNC_INTERVAL_MINUTES * MINUTE;
      if (gamesProvider().kind === "replay") {
        const busy = await isGameLiveOrAboutToKickOff(now, interval);
        return new Date(now.getTime() + (busy ? MINUTE : interval));
      }
      if (failures > 0) {
        if (failedWith === "budget_exhausted") return monthEndsAt(now);
        return new Date(now.getTime() + backoffMs(failures, failedWith === "rate_limited"));
      }
      const status = await syncBudgetStatus(now);
      return nextSyncStep({
        now,
        plan: status.plan!,
        live: status.live,
        lastPollAt,
        lastFullSyncAt,
        idleCheckMs: interval,
      }).nextAt;
    },
  };
}
