import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock } from "../clock.ts";
import { logger } from "../logger.ts";
import { createScheduler, type ScheduledJob } from "./scheduler.ts";

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2024-11-23T12:00:00Z") });
  clock.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clock.reset();
});

function countingJob(overrides: Partial<ScheduledJob> = {}) {
  const job = {
    runs: 0,
    name: "counting",
    run: async () => void job.runs++,
    nextRunAt: (now: Date) => new Date(now.getTime() + 10 * MINUTE),
    ...overrides,
  };
  return job;
}

describe("the job scheduler", () => {
  it("runs a job at start, then when its nextRunAt comes on the server clock", async () => {
    const job = countingJob();
    const scheduler = createScheduler([job]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs).toBe(2);
    scheduler.stop();
  });

  it("computes the next run from the server clock, so an APP_CLOCK start instant is the base", async () => {
    clock.startAt("2030-01-01T00:00:00Z");
    const asked: string[] = [];
    const job = countingJob({
      nextRunAt: (now) => {
        asked.push(now.toISOString());
        return new Date(now.getTime() + MINUTE);
      },
    });
    const scheduler = createScheduler([job]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(["2030-01-01T00:00:00.000Z"]);
    scheduler.stop();
  });

  it("runs a waiting job early when the server clock jumps past its next run", async () => {
    const job = countingJob({ nextRunAt: (now) => new Date(now.getTime() + 60 * MINUTE) });
    const scheduler = createScheduler([job], { maxSleepMs: 1000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    clock.advance(60 * MINUTE);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs).toBe(2);
    scheduler.stop();
  });

  it("logs a job that throws and runs it again at its next run", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => false);
    const job = countingJob({ name: "flaky" });
    job.run = async () => {
      job.runs++;
      throw new Error("provider down");
    };
    const scheduler = createScheduler([job]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveBeenCalledWith("Job flaky failed:", "provider down");
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(job.runs).toBe(2);
    expect(errors).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it("logs a failing nextRunAt and runs the job again after the retry delay", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => false);
    const job = countingJob({
      nextRunAt: () => {
        throw new Error("database down");
      },
    });
    const scheduler = createScheduler([job], { retryAfterMs: MINUTE });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(job.runs).toBe(2);
    expect(errors).toHaveBeenCalledWith("Job counting: could not compute its next run:", "database down");
    scheduler.stop();
  });

  it("starts no run after stop, and never runs one job twice at once across a restart", async () => {
    let underWay = 0;
    let most = 0;
    let finish!: () => void;
    const job = countingJob({
      run: async () => {
        job.runs++;
        most = Math.max(most, ++underWay);
        await new Promise<void>((resolve) => (finish = resolve));
        underWay--;
      },
    });
    const scheduler = createScheduler([job]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.stop();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(2);
    scheduler.stop();
    finish();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(job.runs).toBe(2);
    expect(most).toBe(1);
  });
});
