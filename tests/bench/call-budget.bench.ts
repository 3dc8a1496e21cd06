import { clock } from "../../server/clock.ts";
import { openPglite } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { env, setEnvForTests } from "../../server/env.ts";
import { providerCallBudget } from "../../server/features/sync/call-budget.service.ts";
import { useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createSyncJob } from "../../server/jobs/sync.job.ts";
import { createCfbdClient } from "../../server/providers/games/index.ts";
import { startReplayCfbd } from "../support/cfbd-replay-server.ts";

const HOUR = 3_600_000;

/**
 * Decision 032's figures: the sync job driven through a month of the recorded 2024 season on the
 * server clock, against a loopback CFBD, at CFBD_MONTHLY_CALLS (default 1000). Prints the calls per
 * day (12:00 to 12:00 UTC, so a Saturday's late games count with it). BENCH_BUDGET_MONTH=2024-11.
 */
export async function benchCallBudget() {
  const month = process.env.BENCH_BUDGET_MONTH ?? "2024-11";
  const budget = Number(process.env.CFBD_MONTHLY_CALLS ?? 1000);
  setEnvForTests({ LOG_LEVEL: "silent", CFBD_MONTHLY_CALLS: budget, SYNC_INTERVAL_MINUTES: 15 });
  const database = await openPglite();
  useDatabase(database);
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  clock.startAt(start);
  const cfbd = await startReplayCfbd(() => clock.now());
  useGamesProvider(
    createCfbdClient({
      apiKey: "bench",
      baseUrl: cfbd.url,
      budget: providerCallBudget("cfbd", () => env().CFBD_MONTHLY_CALLS),
    }),
  );
  try {
    const job = createSyncJob();
    let failures = 0;
    while (clock.now() < end) {
      await job.run().catch(() => failures++);
      const next = await job.nextRunAt(clock.now());
      if (next > clock.now()) clock.startAt(next);
    }
    const days = new Map<string, number>();
    for (const r of cfbd.requests) {
      const day = new Date(r.at.getTime() - 12 * HOUR);
      const key = `${day.toISOString().slice(5, 10)} ${day.toUTCString().slice(0, 3)}`;
      days.set(key, (days.get(key) ?? 0) + 1);
    }
    const saturdays = [...days].filter(([d]) => d.endsWith("Sat"));
    console.log(
      `call budget ${month} at ${budget}: ${cfbd.requests.length} calls, ${failures} failed runs; ` +
        `Saturdays ${saturdays.map(([d, n]) => `${d.slice(0, 5)}: ${n}`).join(", ")}`,
    );
    console.log(`  per day: ${[...days].map(([d, n]) => `${d} ${n}`).join(" · ")}`);
  } finally {
    useGamesProvider(undefined);
    clock.reset();
    await cfbd.close();
    await database.close();
  }
}
