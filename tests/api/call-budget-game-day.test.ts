import { and, eq, gte, lt } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, providerCalls } from "../../server/db/schema/index.ts";
import { env, setEnvForTests } from "../../server/env.ts";
import { providerCallBudget, providerCallsUsed } from "../../server/features/sync/call-budget.service.ts";
import { useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createScheduler } from "../../server/jobs/scheduler.ts";
import { createSyncJob } from "../../server/jobs/sync.job.ts";
import { createCfbdClient, isProviderError } from "../../server/providers/games/index.ts";
import { type ReplayCfbd, startReplayCfbd } from "../support/cfbd-replay-server.ts";

let cfbd: ReplayCfbd | undefined;
afterEach(async () => {
  useGamesProvider(undefined);
  await cfbd?.close();
  cfbd = undefined;
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The app's CFBD client, counted against CFBD_MONTHLY_CALLS, talking to the recorded 2024 season over HTTP. */
async function budgetedCfbd(usedThisMonth: number) {
  setEnvForTests({ LOG_LEVEL: "silent", CFBD_MONTHLY_CALLS: 1000, SYNC_INTERVAL_MINUTES: 15 });
  await db()
    .insert(providerCalls)
    .values({ provider: "cfbd", month: clock.now().toISOString().slice(0, 7), calls: usedThisMonth });
  cfbd = await startReplayCfbd(() => clock.now());
  useGamesProvider(
    createCfbdClient({
      apiKey: "test-key",
      baseUrl: cfbd.url,
      budget: providerCallBudget("cfbd", () => env().CFBD_MONTHLY_CALLS),
    }),
  );
  return cfbd;
}

/** Runs the job as the scheduler does, the server clock jumping to each next run, until `until`. */
async function drive(job: ReturnType<typeof createSyncJob>, until: string, afterRun?: () => Promise<void>) {
  const failures: unknown[] = [];
  for (let i = 0; clock.now() < new Date(until); i++) {
    if (i > 5_000) throw new Error("the job keeps running without the clock moving");
    await job.run().catch((error: unknown) => failures.push(error));
    await afterRun?.();
    const next = await job.nextRunAt(clock.now());
    if (next > clock.now()) clock.startAt(next);
  }
  return failures;
}

const saturdayGames = () =>
  db()
    .select()
    .from(games)
    .where(
      and(
        eq(games.powerFive, true),
        gte(games.kickoffISO, new Date("2024-11-23T12:00:00Z")),
        lt(games.kickoffISO, new Date("2024-11-24T08:00:00Z")),
      ),
    );

describe("a recorded game day on the CFBD call budget", () => {
  it("stays within the month's calls left while the live scores keep moving", async () => {
    clock.startAt("2024-11-22T12:00:00Z");
    const server = await budgetedCfbd(600);
    const scores = new Map<number, Set<string>>();
    const failures = await drive(createSyncJob(), "2024-11-24T12:00:00Z", async () => {
      for (const g of await saturdayGames()) {
        const seen = scores.get(g.cfbdId) ?? new Set<string>();
        seen.add(`${g.status} ${g.awayScore}-${g.homeScore}`);
        scores.set(g.cfbdId, seen);
      }
    });
    expect(failures).toEqual([]);

    // Every HTTP call was counted, and the count stayed within the budget.
    const used = await providerCallsUsed("cfbd");
    expect(server.requests.length).toBe(used - 600);
    expect(used).toBeLessThanOrEqual(1000);

    // The Saturday was polled, a minute apart at the closest, and never once its games were over.
    const saturday = server.requests.filter((r) => r.at >= new Date("2024-11-23T12:00:00Z"));
    const polls = saturday.filter((r) => r.path === "/scoreboard").map((r) => r.at.getTime());
    expect(polls.length).toBeGreaterThan(40);
    for (let i = 1; i < polls.length; i++) expect(polls[i]! - polls[i - 1]!).toBeGreaterThanOrEqual(MINUTE);
    const stored = await saturdayGames();
    const lastEnd = Math.max(...stored.map((g) => g.kickoffISO.getTime())) + 3.5 * HOUR;
    expect(polls.filter((t) => t > lastEnd + 30 * MINUTE)).toEqual([]);

    // The cards moved: every game went through several live scores to its final.
    expect(stored.length).toBeGreaterThan(20);
    expect(stored.every((g) => g.status === "final")).toBe(true);
    const moved = stored.filter((g) => (scores.get(g.cfbdId)?.size ?? 0) >= 4);
    expect(moved.length).toBeGreaterThan(stored.length / 2);
    console.info(
      `CFBD calls on Saturday 2024-11-23 (12:00Z to 12:00Z): ${saturday.length}, ${polls.length} scoreboard polls`,
    );
  }, 120_000);

  it("makes no call past the budget, reports it without crashing, and waits for the next month", async () => {
    clock.startAt("2024-11-23T17:30:00Z");
    const server = await budgetedCfbd(997);
    const job = createSyncJob();
    const refused = await job.run().catch((error: unknown) => error);
    expect(isProviderError(refused) && refused.kind).toBe("budget_exhausted");
    // The sync asks in parallel: a reserved call may still be on its way when the refused one fails the run.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(await providerCallsUsed("cfbd")).toBe(1000);
    const sent = server.requests.length;
    expect(await job.nextRunAt(clock.now())).toEqual(new Date("2024-12-01T00:00:00Z"));
    // Another process (or a restart) finds the budget spent too: its plan polls nothing, asks nothing.
    const failures = await drive(createSyncJob(), "2024-11-23T23:00:00Z");
    expect(server.requests).toHaveLength(sent);
    expect(failures.every((f) => isProviderError(f) && f.kind === "budget_exhausted")).toBe(true);
  }, 60_000);
});

describe("provider errors on the CFBD budget", () => {
  it("backs off after a 429 instead of asking again at once, longer each time, then recovers", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    const server = await budgetedCfbd(0);
    const job = createSyncJob();
    server.failWith(429);
    const minutesUntilNextRun = async () =>
      ((await job.nextRunAt(clock.now())).getTime() - clock.now().getTime()) / MINUTE;
    const first = await job.run().catch((e: unknown) => e);
    expect(isProviderError(first) && first.kind).toBe("rate_limited");
    expect(await minutesUntilNextRun()).toBeCloseTo(5, 1);
    await job.run().catch(() => undefined);
    expect(await minutesUntilNextRun()).toBeCloseTo(10, 1);
    server.failWith(null);
    await job.run();
    expect(await minutesUntilNextRun()).toBeLessThan(10);
  }, 60_000);

  it("keeps the scheduled job alive after a 429, without a retry at once", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    const server = await budgetedCfbd(0);
    server.failWith(429);
    const jobs = createScheduler([createSyncJob()], { maxSleepMs: 50 });
    jobs.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(server.requests).toHaveLength(1);
      expect(jobs.started).toBe(true);
    } finally {
      jobs.stop();
    }
  });
});
