import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { openPostgres } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { providerCalls } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR, setEnvForTests } from "../../server/env.ts";
import {
  providerCallBudget,
  providerCallsUsed,
  reserveProviderCall,
} from "../../server/features/sync/call-budget.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createCfbdClient, createReplayProvider, isProviderError } from "../../server/providers/games/index.ts";
import { startReplayCfbd } from "../support/cfbd-replay-server.ts";
import { type FakeCfbd, startFakeCfbd } from "../support/cfbd-server.ts";
import { adminClient } from "../support/fixtures.ts";

let cfbd: FakeCfbd | undefined;
afterEach(async () => {
  useGamesProvider(undefined);
  await cfbd?.close();
  cfbd = undefined;
});

describe("the CFBD monthly call budget", () => {
  it("counts every HTTP call the client makes, and past the budget sends nothing and says why", async () => {
    cfbd = await startFakeCfbd();
    clock.startAt("2025-08-30T18:00:00Z");
    const client = createCfbdClient({
      apiKey: "test-key",
      baseUrl: cfbd.url,
      budget: providerCallBudget("cfbd", () => 3),
    });
    await client.getCalendar({ year: 2025 });
    await client.getGames({ year: 2025, week: 1, seasonType: "regular" });
    await client.getTeams({ year: 2025 });
    const refused = await client.getRecords({ year: 2025 }).catch((error: unknown) => error);
    expect(isProviderError(refused) && refused.kind).toBe("budget_exhausted");
    expect(cfbd.requests.map((r) => r.path)).toEqual(["/calendar", "/games", "/teams/fbs"]);
    expect(await providerCallsUsed("cfbd")).toBe(3);
  });

  it("starts again with each calendar month (UTC) and keeps each month's count", async () => {
    clock.startAt("2025-08-31T23:59:00Z");
    expect(await reserveProviderCall("cfbd", 1)).toBe(1);
    expect(await reserveProviderCall("cfbd", 1)).toBeNull();
    clock.advance(2 * 60_000);
    expect(await reserveProviderCall("cfbd", 1)).toBe(1);
    const rows = await db().select().from(providerCalls).orderBy(providerCalls.month);
    expect(rows.map((r) => [r.provider, r.month, r.calls])).toEqual([
      ["cfbd", "2025-08", 1],
      ["cfbd", "2025-09", 1],
    ]);
  });

  it("refuses every call when the budget is zero, writing nothing", async () => {
    expect(await reserveProviderCall("cfbd", 0)).toBeNull();
    expect(await db().select().from(providerCalls)).toEqual([]);
  });

  it("never lets concurrent reservations from two instances pass the budget at its edge", async () => {
    clock.startAt("2025-09-06T18:00:00Z");
    const limit = 25;
    for (let i = 0; i < limit - 5; i++) await reserveProviderCall("cfbd", limit);
    // A second instance: on PostgreSQL its own connection pool on the same database, as another process has.
    const url = process.env.TEST_DATABASE_URL;
    const other = url ? await openPostgres(workerDatabaseUrl(url), { max: 10 }) : undefined;
    try {
      const instances = [db(), other?.db ?? db()];
      const attempts = await Promise.all(
        Array.from({ length: 40 }, (_, i) => reserveProviderCall("cfbd", limit, clock.now(), instances[i % 2])),
      );
      const granted = attempts.filter((a) => a !== null);
      expect(granted).toHaveLength(5);
      expect(new Set(granted)).toEqual(new Set([21, 22, 23, 24, 25]));
      expect(await providerCallsUsed("cfbd")).toBe(limit);
    } finally {
      await other?.close();
    }
  });
});

describe("GET /api/admin/sync-budget", () => {
  it("shows the calls used and left this month and the live poll's interval", async () => {
    setEnvForTests({ LOG_LEVEL: "silent", CFBD_MONTHLY_CALLS: 1000, SYNC_INTERVAL_MINUTES: 15 });
    clock.startAt("2024-11-19T20:00:00Z");
    const replayCfbd = await startReplayCfbd(() => clock.now());
    try {
      const budget = providerCallBudget("cfbd", () => 1000);
      useGamesProvider(createCfbdClient({ apiKey: "test-key", baseUrl: replayCfbd.url, budget }));
      const admin = await adminClient();
      // A Tuesday: nothing live, no poll.
      await runSync();
      const idle = await admin.get("/api/admin/sync-budget");
      expect(idle.status).toBe(200);
      expect(idle.body).toMatchObject({ provider: "cfbd", live: 0, pollEverySeconds: null });
      // Saturday afternoon.
      clock.startAt("2024-11-23T20:00:00Z");
      await runSync();
      const live = (await admin.get("/api/admin/sync-budget")).body;
      expect(live).toMatchObject({
        provider: "cfbd",
        month: "2024-11",
        budget: 1000,
        used: replayCfbd.requests.length,
        left: 1000 - replayCfbd.requests.length,
        resetsAt: "2024-12-01T00:00:00.000Z",
      });
      expect(live.live).toBeGreaterThan(0);
      expect(live.pollEverySeconds).toBeGreaterThanOrEqual(60);
      expect(live.fullSyncEverySeconds).toBeGreaterThanOrEqual(15 * 60);
    } finally {
      await replayCfbd.close();
    }
  });

  it("says the replay has no budget and polls each minute while games are live", async () => {
    setEnvForTests({ LOG_LEVEL: "silent", SYNC_INTERVAL_MINUTES: 15 });
    clock.startAt("2024-11-23T20:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
    await runSync();
    const body = (await (await adminClient()).get("/api/admin/sync-budget")).body;
    expect(body).toMatchObject({ provider: "replay", budget: null, used: 0, left: null, pollEverySeconds: 60 });
    expect(await db().select().from(providerCalls)).toEqual([]);
  });
});

/** The database tests/support/test-db.ts made for this worker. */
function workerDatabaseUrl(url: string) {
  const target = new URL(url);
  target.pathname = `/test_w${process.pid}`;
  return target.toString();
}
