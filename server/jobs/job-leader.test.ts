import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger.ts";
import { type LeaderLock, soleProcessLock, startJobLeader } from "./job-leader.ts";

beforeEach(() => {
  vi.useFakeTimers();
  for (const level of ["info", "warn"] as const) vi.spyOn(logger, level).mockImplementation(() => false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A lock the test hands out and takes away, as another process or a dropped connection would. */
interface FakeLock extends LeaderLock {
  free: boolean;
  holds: boolean;
  closed: boolean;
  dropConnection(): void;
}

function fakeLock(free: boolean): FakeLock {
  let lost = () => {};
  const lock: FakeLock = {
    free,
    holds: false,
    closed: false,
    async hold() {
      if (lock.free) [lock.holds, lock.free] = [true, false];
      return lock.holds;
    },
    onLost: (listener) => {
      lost = listener;
    },
    dropConnection() {
      lock.holds = false;
      lost();
    },
    async close() {
      lock.closed = true;
    },
  };
  return lock;
}

function leaderOf(lock: LeaderLock) {
  const events: string[] = [];
  const leader = startJobLeader({
    lock,
    retryMs: 10_000,
    onLead: () => events.push("lead"),
    onFollow: () => events.push("follow"),
  });
  return { leader, events };
}

describe("the job leader", () => {
  it("runs the jobs at once when the lock is free", async () => {
    const { leader, events } = leaderOf(fakeLock(true));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["lead"]);
    expect(leader.leading).toBe(true);
    expect(logger.info).toHaveBeenCalledWith("Job leader: this process runs background jobs");
    await leader.stop();
  });

  it("waits while another process holds the lock and takes over at the next try after it is freed", async () => {
    const lock = fakeLock(false);
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(events).toEqual([]);
    lock.free = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toEqual(["lead"]);
    await leader.stop();
  });

  it("stops the jobs when the lock's connection drops, then tries again", async () => {
    const lock = fakeLock(true);
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(0);
    lock.dropConnection();
    expect(events).toEqual(["lead", "follow"]);
    expect(leader.leading).toBe(false);
    lock.free = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["lead", "follow", "lead"]);
    await leader.stop();
  });

  it("stops the jobs when a check finds the lock no longer held", async () => {
    const lock = fakeLock(true);
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(0);
    lock.holds = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["lead", "follow"]);
    await leader.stop();
  });

  it("treats an unreachable lock as not held and keeps trying", async () => {
    const lock = fakeLock(true);
    const hold = vi.spyOn(lock, "hold").mockRejectedValueOnce(new Error("connection refused"));
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith("Job leader: could not reach the lock:", "connection refused");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["lead"]);
    expect(hold).toHaveBeenCalledTimes(2);
    await leader.stop();
  });

  it("logs an unreachable lock once however many checks fail, and when it is reachable again", async () => {
    const lock = fakeLock(true);
    vi.spyOn(lock, "hold")
      .mockRejectedValueOnce(new Error("connection refused"))
      .mockRejectedValueOnce(new Error("connection refused"))
      .mockRejectedValueOnce(new Error("connection refused"));
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["lead"]);
    expect(logger.info).toHaveBeenCalledWith("Job leader: the lock is reachable again");
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await leader.stop();
  });

  it("stops the jobs and gives the lock up on stop", async () => {
    const lock = fakeLock(true);
    const { leader, events } = leaderOf(lock);
    await vi.advanceTimersByTimeAsync(0);
    await leader.stop();
    expect(events).toEqual(["lead", "follow"]);
    expect(lock.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(["lead", "follow"]);
  });

  it("always leads on the embedded database, which serves one process", async () => {
    const { leader, events } = leaderOf(soleProcessLock);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toEqual(["lead"]);
    await leader.stop();
  });
});
