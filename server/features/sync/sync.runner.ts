import { env } from "../../env.ts";
import { logger } from "../../logger.ts";
import { createGamesProvider, type GamesProvider } from "../../providers/games/index.ts";
import { providerCallBudget } from "./call-budget.service.ts";
import { type SyncResult, syncGames } from "./sync.service.ts";
import { setFirstSyncRunning } from "./sync.state.ts";

let provider: GamesProvider | undefined;
let running: Promise<SyncResult> | undefined;

/** The app's provider: with a CFBD key, every HTTP call it makes is counted against CFBD_MONTHLY_CALLS. */
export function gamesProvider(): GamesProvider {
  provider ??= createGamesProvider(env(), { budget: providerCallBudget("cfbd", () => env().CFBD_MONTHLY_CALLS) });
  return provider;
}

/** Tests and start-up may point sync at another provider (e.g. a loopback CFBD). */
export function useGamesProvider(next: GamesProvider | undefined) {
  provider = next;
}

/**
 * One sync at a time: a Sync Now during a scheduled sync waits for it and shares its result. Once
 * the current week is stored, the client stops showing "syncing" even while earlier weeks go on.
 */
export function runSync(): Promise<SyncResult> {
  running ??= syncGames(gamesProvider(), { onCurrentWeekStored: () => setFirstSyncRunning(false) })
    .catch((error) => {
      logger.warn("Game sync failed:", error instanceof Error ? error.message : error);
      throw error;
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}
