import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { BUNDLED_CFBD_DATA_DIR } from "../../env.ts";
import type { CfbdGame } from "./provider.schemas.ts";
import { REPLAY_FILES } from "./replay.data.ts";
import { createReplayProvider } from "./replay.provider.ts";

export const DATA_DIR = resolve(process.env.CFBD_DATA_DIR ?? BUNDLED_CFBD_DATA_DIR);
export const HOUR_MS = 3_600_000;

/** The recorded games, read independently of the provider, as the test oracle. */
export const recordedGames: CfbdGame[] = JSON.parse(
  readFileSync(resolve(DATA_DIR, "2024", REPLAY_FILES.games), "utf8"),
);
export const recordedGame = (id: number) => recordedGames.find((g) => g.id === id)!;

export function replayAt(instant: string | number | Date) {
  const now = new Date(instant);
  return createReplayProvider({ dataDir: DATA_DIR, now: () => now });
}

export const CANCELLED_GAME_ID = 401640992;
