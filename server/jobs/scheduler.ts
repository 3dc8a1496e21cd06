import { clock } from "../clock.ts";
import { logger } from "../logger.ts";
import { jobDuration, jobRuns } from "../metrics.ts";

export interface ScheduledJob {
  /** Shown in the logs. */
  name: string;
  run(): Promise<unknown>;
  /** The next run on the server clock, asked after each run with the server clock's now. */
  nextRunAt(now: Date): Date | Promise<Date>;
}

export interface SchedulerOptions {
  /**
   * Longest real-time sleep before the due time is compared with the server clock again: the
   * clock can jump (APP_CLOCK, clock.advance), and a jump must move the run with it.
   */
  maxSleepMs?: number;
  /** When nextRunAt itself fails (the database is down), the job runs again after this long. */
  retryAfterMs?: number;
}

export interface Scheduler {
  /** Runs every job now, then each at its next run; starting a started scheduler does nothing. */
  start(): void;
  /** No run starts after this; a run under way finishes on its own. */
  stop(): void;
  readonly started: boolean;
}

/** One runner for every background job: each runs at start, then whenever its nextRunAt says. */
export function createScheduler(jobs: ScheduledJob[], options: SchedulerOptions = {}): Scheduler {
  const maxSleepMs = options.maxSleepMs ?? 30_000;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  const runsUnderWay = new Map<ScheduledJob, Promise<void>>();
  let generation = 0;
  let started = false;

  const current = (g: number) => started && g === generation;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const sleeper = { timer: setTimeout(() => wake(), ms), wake: () => wake() };
      const wake = () => {
        clearTimeout(sleeper.timer);
        sleepers.delete(sleeper);
        resolve();
      };
      sleepers.add(sleeper);
    });

  async function runOnce(job: ScheduledJob) {
    // A run left over from before a stop() finishes first: a job never runs twice at once.
    await runsUnderWay.get(job);
    const startedAt = Date.now();
    const finished = (outcome: "success" | "failure") => {
      jobRuns.inc({ job: job.name, outcome });
      jobDuration.observe({ job: job.name }, (Date.now() - startedAt) / 1000);
    };
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => {
          finished("success");
          logger.debug(`Job ${job.name}: done in ${Date.now() - startedAt} ms`);
        },
        (error) => {
          finished("failure");
          logger.error(`Job ${job.name} failed:`, error instanceof Error ? error.message : error);
        },
      );
    runsUnderWay.set(job, run);
    await run;
    if (runsUnderWay.get(job) === run) runsUnderWay.delete(job);
  }

  async function nextDueTime(job: ScheduledJob): Promise<number> {
    try {
      const due = await job.nextRunAt(clock.now());
      logger.debug(`Job ${job.name}: next run at ${due.toISOString()}`);
      return due.getTime();
    } catch (error) {
      logger.error(`Job ${job.name}: could not compute its next run:`, error instanceof Error ? error.message : error);
      return clock.now().getTime() + retryAfterMs;
    }
  }

  async function loop(job: ScheduledJob, g: number) {
    while (current(g)) {
      await runOnce(job);
      if (!current(g)) return;
      const due = await nextDueTime(job);
      for (let left = due - clock.now().getTime(); current(g) && left > 0; left = due - clock.now().getTime()) {
        await sleep(Math.min(left, maxSleepMs));
      }
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      const g = ++generation;
      for (const job of jobs) void loop(job, g);
    },
    stop() {
      started = false;
      for (const sleeper of [...sleepers]) sleeper.wake();
    },
    get started() {
      return started;
    },
  };
}
