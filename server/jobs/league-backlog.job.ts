import { gradeLeagueBacklog } from "../features/grading/league-backlog.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

const AGAIN_AFTER_MS = 6 * 3600_000;

/**
 * Grades the league rows of final games that have none (decision 024): at start-up, where an
 * install upgraded past migration 0009 finds its season so far, and every six hours as a net.
 */
export function createLeagueBacklogJob(): ScheduledJob {
  return {
    name: "league backlog",
    run: gradeLeagueBacklog,
    nextRunAt: (now) => new Date(now.getTime() + AGAIN_AFTER_MS),
  };
}
