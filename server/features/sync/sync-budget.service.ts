import { clock } from "../../clock.ts";
import { env } from "../../env.ts";
import { providerCallsUsed } from "./call-budget.service.ts";
import { countGamesLiveOrAboutToKickOff } from "./game-activity.service.ts";
import { type BudgetPlan, planBudget } from "./poll-plan.ts";
import { gamesProvider } from "./sync.runner.ts";

const MINUTE_MS = 60_000;

export interface SyncBudgetStatus {
  provider: "cfbd" | "replay";
  /** The calendar month (UTC) counted, "2026-11". */
  month: string;
  /** CFBD_MONTHLY_CALLS; null for the replay, which calls nobody. */
  budget: number | null;
  used: number;
  left: number | null;
  /** The site's games live now or about to kick off. */
  live: number;
  /** The live poll's interval now (null: not polling, nothing is live or no call is left). */
  pollEveryMs: number | null;
  /** The gap between full syncs now (null: none fits the calls left). */
  fullSyncEveryMs: number | null;
  monthEndsAt: Date;
  plan: BudgetPlan | null;
}

/**
 * The budget and the pace the sync keeps now, from the stored count and games: every process
 * answers the same, whichever runs the jobs. The replay has no budget: it syncs each minute while a
 * game is live or about to kick off, else every SYNC_INTERVAL_MINUTES, as before decision 032.
 */
export async function syncBudgetStatus(now = clock.now()): Promise<SyncBudgetStatus> {
  const idleMs = env().SYNC_INTERVAL_MINUTES * MINUTE_MS;
  const live = await countGamesLiveOrAboutToKickOff(now, idleMs);
  const month = now.toISOString().slice(0, 7);
  if (gamesProvider().kind === "replay") {
    const monthEndsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return {
      provider: "replay",
      month,
      budget: null,
      used: 0,
      left: null,
      live,
      pollEveryMs: live > 0 ? MINUTE_MS : null,
      fullSyncEveryMs: live > 0 ? MINUTE_MS : idleMs,
      monthEndsAt,
      plan: null,
    };
  }
  const budget = env().CFBD_MONTHLY_CALLS;
  const used = await providerCallsUsed("cfbd", now);
  const plan = planBudget({ now, budget, used, live, minFullSyncMs: idleMs });
  return {
    provider: "cfbd",
    month,
    budget,
    used,
    left: plan.callsLeft,
    live,
    pollEveryMs: plan.pollEveryMs,
    fullSyncEveryMs: plan.fullSyncEveryMs,
    monthEndsAt: plan.monthEndsAt,
    plan,
  };
}
