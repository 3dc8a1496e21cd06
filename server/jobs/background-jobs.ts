import { advisoryLockKeys, openSessionLock } from "../db/advisory-lock.ts";
import { type JobLeader, soleProcessLock, startJobLeader } from "./job-leader.ts";
import { createLeagueBacklogJob } from "./league-backlog.job.ts";
import { createLeagueChatLinesJob } from "./league-chat-lines.job.ts";
import { createRemindersJob } from "./reminders.job.ts";
import { createScheduler } from "./scheduler.ts";
import { createSessionSweepJob } from "./session-sweep.job.ts";
import { createSyncJob } from "./sync.job.ts";
import { createTriviaDayJob } from "./trivia-day.job.ts";

export interface BackgroundJobsOptions {
  database: { kind: "postgres" | "pglite"; url?: string };
  leaderRetrySeconds: number;
}

/** Every background job, run by this process only while it is the job leader. */
export function startBackgroundJobs({ database, leaderRetrySeconds }: BackgroundJobsOptions): JobLeader {
  const scheduler = createScheduler([
    createSyncJob(),
    createTriviaDayJob(),
    createSessionSweepJob(),
    createLeagueBacklogJob(),
    createLeagueChatLinesJob(),
    createRemindersJob(),
  ]);
  const lock =
    database.kind === "postgres" && database.url
      ? openSessionLock(database.url, advisoryLockKeys.jobLeader, "job leader")
      : soleProcessLock;
  return startJobLeader({
    lock,
    retryMs: leaderRetrySeconds * 1000,
    onLead: () => scheduler.start(),
    onFollow: () => scheduler.stop(),
  });
}
