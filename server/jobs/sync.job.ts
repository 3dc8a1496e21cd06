import { and, between, eq, or } from "drizzle-orm";
import { clock } from "../clock.ts";
import { db } from "../db/index.ts";
import { games, weeks } from "../db/schema/index.ts";
import { env } from "../env.ts";
import { logger } from "../logger.ts";
import { setFirstSyncRunning } from "../features/sync/sync.state.ts";
import { runSync } from "../features/sync/sync.runner.ts";
import { findCurrentWeek } from "../features/weeks/weeks.service.ts";

const MINUTE = 60_000;

/** Every minute while a game is live or about to kick off, else every SYNC_INTERVAL_MINUTES. */
async function nextDelay(): Promise<number> {
  const now = clock.now();
  const soon = new Date(now.getTime() + env().SYNC_INTERVAL_MINUTES * MINUTE);
  const recent = new Date(now.getTime() - 4 * 60 * MINUTE);
  const [busy] = await db()
    .select({ id: games.id })
    .from(games)
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(
      and(
        eq(weeks.isCurrent, true),
        or(eq(games.status, "live"), and(eq(games.status, "scheduled"), between(games.kickoffISO, recent, soon))),
      ),
    )
    .limit(1);
  return busy ? MINUTE : env().SYNC_INTERVAL_MINUTES * MINUTE;
}

/** Syncs at start-up, then on a schedule; stop() ends the loop. */
export function startSyncJob() {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await runSync();
    } catch {
      // logged by runSync; the next tick tries again
    } finally {
      setFirstSyncRunning(false);
    }
    if (stopped) return;
    const delay = await nextDelay().catch(() => MINUTE);
    timer = setTimeout(tick, delay);
  };
  void findCurrentWeek()
    .then((week) => setFirstSyncRunning(!week))
    .catch(() => {})
    .finally(() => void tick());
  logger.debug("Sync job started");
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
