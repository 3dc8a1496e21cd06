import type { Env } from "../../env.ts";
import { createCfbdClient } from "./cfbd.client.ts";
import type { CallBudget, GamesProvider } from "./provider.types.ts";
import { createReplayProvider } from "./replay.provider.ts";

export { seasonYearAt, weekAt } from "./calendar.ts";
export { type CfbdClientOptions, createCfbdClient } from "./cfbd.client.ts";
export { gameStatusAt, LIVE_WINDOW_MS } from "./game-status.ts";
export * from "./provider.types.ts";
export { createReplayProvider, type ReplayGamesProvider, type ReplayProviderOptions } from "./replay.provider.ts";
export type { SeasonShift } from "./replay.season.ts";

/**
 * The real CFBD API v2 client when CFBD_API_KEY is set, its every HTTP call counted by `budget`,
 * else the offline 2024 replay (no call to count).
 */
export function createGamesProvider(
  env: Pick<Env, "CFBD_API_KEY" | "CFBD_BASE_URL" | "CFBD_DATA_DIR">,
  options: { now?: () => Date; budget?: CallBudget } = {},
): GamesProvider {
  return env.CFBD_API_KEY
    ? createCfbdClient({
        apiKey: env.CFBD_API_KEY,
        baseUrl: env.CFBD_BASE_URL,
        now: options.now,
        budget: options.budget,
      })
    : createReplayProvider({ dataDir: env.CFBD_DATA_DIR, now: options.now });
}
