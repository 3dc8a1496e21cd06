import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  backoffMs,
  CALLS_PER_FULL_SYNC,
  CALLS_PER_POLL,
  liveMsLeftInMonth,
  monthEndsAt,
  nextSyncStep,
  planBudget,
} from "./poll-plan.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const defaults = { budget: 1000, used: 0, minFullSyncMs: 15 * MINUTE };

const input = fc.record({
  // 2024 through 2027, any instant.
  now: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 31) }).map((t) => new Date(t)),
  budget: fc.integer({ min: 0, max: 100_000 }),
  used: fc.integer({ min: 0, max: 100_000 }),
  live: fc.integer({ min: 0, max: 80 }),
  minFullSyncMs: fc.integer({ min: MINUTE, max: 120 * MINUTE }),
});

describe("the call budget's plan", () => {
  it("never plans more calls than are left in the month", () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = planBudget(i);
        const msLeft = plan.monthEndsAt.getTime() - i.now.getTime();
        const polls = plan.pollEveryMs === null ? 0 : Math.floor(liveMsLeftInMonth(i.now, i.live) / plan.pollEveryMs);
        const fulls = plan.fullSyncEveryMs === null ? 0 : Math.floor(msLeft / plan.fullSyncEveryMs);
        expect(plan.callsLeft).toBe(Math.max(0, i.budget - i.used));
        expect(polls * CALLS_PER_POLL + fulls * CALLS_PER_FULL_SYNC).toBeLessThanOrEqual(plan.callsLeft);
      }),
    );
  });

  it("plans no poll, and the job makes none, when nothing is live", () => {
    fc.assert(
      fc.property(input, fc.option(fc.integer({ min: 0, max: 10 * HOUR })), (i, sincePoll) => {
        const plan = planBudget({ ...i, live: 0 });
        expect(plan.pollEveryMs).toBeNull();
        const lastPollAt = sincePoll === null ? null : new Date(i.now.getTime() - sincePoll);
        const step = nextSyncStep({ now: i.now, plan, live: 0, lastPollAt, lastFullSyncAt: i.now, idleCheckMs: HOUR });
        expect(step.step).not.toBe("poll");
      }),
    );
  });

  it("polls at least as often when more games are live", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 80 }), (i, fewer, more) => {
        const few = planBudget({ ...i, live: fewer }).pollEveryMs;
        const many = planBudget({ ...i, live: fewer + more }).pollEveryMs;
        if (few === null) return;
        expect(many).not.toBeNull();
        expect(many!).toBeLessThanOrEqual(few);
      }),
    );
  });

  it("plans nothing once the month's calls are spent, and looks again when the month turns", () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = planBudget({ ...i, used: i.budget });
        expect(plan).toMatchObject({ callsLeft: 0, pollEveryMs: null, fullSyncEveryMs: null });
        const step = nextSyncStep({
          now: i.now,
          plan,
          live: i.live,
          lastPollAt: null,
          lastFullSyncAt: null,
          idleCheckMs: 365 * 24 * HOUR,
        });
        expect(step).toEqual({ step: "none", nextAt: monthEndsAt(i.now) });
      }),
    );
  });

  it("never polls closer than a minute apart, however many calls are left", () => {
    const plan = planBudget({
      now: new Date("2024-09-28T20:00:00Z"),
      budget: 10_000_000,
      used: 0,
      live: 20,
      minFullSyncMs: 15 * MINUTE,
    });
    expect(plan.pollEveryMs).toBe(MINUTE);
    expect(plan.fullSyncEveryMs).toBe(15 * MINUTE);
  });

  it("spends a September Saturday at the default budget on a poll every 7 to 8 minutes", () => {
    const now = new Date("2024-09-01T05:00:00Z");
    const plan = planBudget({ ...defaults, now, live: 12 });
    expect(plan.pollEveryMs! / MINUTE).toBeGreaterThan(7);
    expect(plan.pollEveryMs! / MINUTE).toBeLessThan(8);
    expect(Math.round(plan.fullSyncEveryMs! / HOUR)).toBe(17);
    // One lone Thursday-night game polls three times less often.
    const lone = planBudget({ ...defaults, now, live: 1 });
    expect(lone.pollEveryMs! / plan.pollEveryMs!).toBeCloseTo(3, 3);
  });

  it("counts a Saturday's window and a little of the weekdays as the live time left", () => {
    // Saturday 2024-11-30 at 15:00 UTC: the month ends 9 hours into its last game day, 13/16 of them live.
    expect(liveMsLeftInMonth(new Date("2024-11-30T15:00:00Z"), 0)).toBeCloseTo(9 * HOUR * (13 / 16), -3);
    // A game live in the month's last hour counts that hour.
    expect(liveMsLeftInMonth(new Date("2024-10-31T23:00:00Z"), 1)).toBe(HOUR);
  });
});

describe("the job's step", () => {
  const plan = planBudget({
    now: new Date("2024-09-07T18:00:00Z"),
    budget: 1000,
    used: 100,
    live: 10,
    minFullSyncMs: 15 * MINUTE,
  });
  const now = new Date("2024-09-07T18:00:00Z");

  it("polls when the interval has passed while games are live, and never runs a full sync then", () => {
    const last = new Date(now.getTime() - plan.pollEveryMs!);
    expect(nextSyncStep({ now, plan, live: 10, lastPollAt: last, lastFullSyncAt: null, idleCheckMs: HOUR })).toEqual({
      step: "poll",
      nextAt: now,
    });
    const recent = new Date(now.getTime() - MINUTE);
    expect(nextSyncStep({ now, plan, live: 10, lastPollAt: recent, lastFullSyncAt: null, idleCheckMs: HOUR })).toEqual({
      step: "none",
      nextAt: new Date(recent.getTime() + plan.pollEveryMs!),
    });
  });

  it("runs a full sync when one is due and nothing is live, else looks again after the idle check", () => {
    const longAgo = new Date(now.getTime() - plan.fullSyncEveryMs!);
    expect(
      nextSyncStep({ now, plan, live: 0, lastPollAt: null, lastFullSyncAt: longAgo, idleCheckMs: HOUR }).step,
    ).toBe("full");
    expect(nextSyncStep({ now, plan, live: 0, lastPollAt: null, lastFullSyncAt: now, idleCheckMs: HOUR })).toEqual({
      step: "none",
      nextAt: new Date(now.getTime() + Math.min(HOUR, plan.fullSyncEveryMs!)),
    });
  });
});

describe("the back-off after provider errors", () => {
  it("doubles from a minute, starts at five after a 429, and stops at an hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, false) / MINUTE)).toEqual([1, 2, 4, 8]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, true) / MINUTE)).toEqual([5, 10, 20, 40]);
    expect(backoffMs(50, true)).toBe(HOUR);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.boolean(), (n, limited) => {
        expect(backoffMs(n + 1, limited)).toBeGreaterThanOrEqual(backoffMs(n, limited));
        expect(backoffMs(n, true)).toBeGreaterThanOrEqual(5 * MINUTE);
      }),
    );
  });
});
