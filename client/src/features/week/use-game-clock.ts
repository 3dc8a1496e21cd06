import { type GameClockLabel, gameClockLabel } from "@shared/domain/game-clock";
import { msUntilReplayTick, replayClockShown } from "@shared/domain/replay-game-time";
import { startTransition, useEffect, useState } from "react";
import { serverDate } from "@/lib/server-clock";
import type { GameView } from "./game-view";

/** A replayed game's kickoff and this browser's offset to the server clock: the anchor of its estimated clock. */
export interface ReplayTiming {
  kickoffMs: number;
  /** The server clock's lead over this browser's (serverNow of the week's answer, decision 006). */
  offsetMs: number;
}

/**
 * Where a live game stands for its card and game center: the provider's period and clock, or for a
 * replayed game the model's estimate on the server's clock, held to the period the server reports
 * (decision 057), re-read at each tick of the estimate (every 3 s). Null unless the game is live.
 */
export function useGameClockLabel(
  view: Pick<GameView, "status" | "period" | "clock">,
  replay: ReplayTiming | undefined,
): GameClockLabel | null {
  const ticking = view.status === "live" && replay !== undefined;
  const kickoffMs = replay?.kickoffMs ?? 0;
  const offsetMs = replay?.offsetMs ?? 0;
  const [, setTicks] = useState(0);

  useEffect(() => {
    if (!ticking) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = msUntilReplayTick(serverDate(offsetMs).getTime() - kickoffMs) + 1;
      timer = setTimeout(() => {
        // A transition: a tick never interrupts the board mounting its cards (useProgressiveCount).
        startTransition(() => setTicks((n) => n + 1));
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [ticking, kickoffMs, offsetMs]);

  if (view.status !== "live") return null;
  if (!replay) return gameClockLabel(view);
  return gameClockLabel(replayClockShown(view.period, serverDate(offsetMs).getTime() - kickoffMs));
}

/** The replay's note under a live game: what moves and when, so nothing reads as real that is not. */
export const replayNote = (period: number | null) =>
  period === null ? "Replay: the score shows when the game ends" : "Replay: scores update at the end of each quarter";
