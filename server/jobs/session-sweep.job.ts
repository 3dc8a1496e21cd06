import { purgeExpiredSessions } from "../auth/session.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

const SWEEP_EVERY_MS = 15 * 60_000;

/** Deletes expired sessions (and closes their sockets) every 15 minutes, and at start-up. */
export function createSessionSweepJob(): ScheduledJob {
  return {
    name: "session sweep",
    run: purgeExpiredSessions,
    nextRunAt: (now) => new Date(now.getTime() + SWEEP_EVERY_MS),
  };
}
