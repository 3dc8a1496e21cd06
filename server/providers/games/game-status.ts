import type { CfbdGame, GameStatus } from "./provider.schemas.ts";

const HOUR_MS = 3_600_000;
/** A real game not completed this long after kickoff is treated as postponed/cancelled, not live. */
export const LIVE_WINDOW_MS = 12 * HOUR_MS;

/**
 * The status a sync should store for a provider game at `now`.
 * - Replay games carry `replayStatus`, computed by the replay at the instant it answered; it wins,
 *   so the cancelled 2024 App State–Liberty game stays "scheduled" forever.
 * - CFBD v2 games have no status: completed → final; kickoff passed and not completed (within
 *   LIVE_WINDOW_MS) → live; otherwise scheduled.
 */
export function gameStatusAt(game: Pick<CfbdGame, "completed" | "startDate" | "replayStatus">, now: Date): GameStatus {
  if (game.replayStatus) return game.replayStatus;
  if (game.completed) return "final";
  const sinceKickoff = now.getTime() - Date.parse(game.startDate);
  return sinceKickoff >= 0 && sinceKickoff < LIVE_WINDOW_MS ? "live" : "scheduled";
}
