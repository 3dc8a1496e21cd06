import { announceSurvivorEliminations } from "../features/league-chat/survivor-lines.service.ts";
import { announceWeekWinners } from "../features/league-chat/week-winners.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

const AGAIN_AFTER_MS = 5 * 60_000;

/**
 * Crowns each league's weekly winners in its chat once their week is decided (decision 033), and
 * names who fell out of each survivor pool (decision 040): every five minutes, since a trivia week
 * is decided by the clock with no event. Idempotent by the lines' keys.
 */
export function createLeagueChatLinesJob(): ScheduledJob {
  return {
    name: "league chat lines",
    async run() {
      await announceWeekWinners();
      await announceSurvivorEliminations();
    },
    nextRunAt: (now) => new Date(now.getTime() + AGAIN_AFTER_MS),
  };
}
