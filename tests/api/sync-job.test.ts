import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { startSyncJob } from "../../server/jobs/sync.job.ts";
import { createReplayProvider, type GamesProvider } from "../../server/providers/games/index.ts";
import { TestClient } from "../support/client.ts";

afterEach(() => useGamesProvider(undefined));

/** The replay, with every answer held until `release()` — to see the app while the first sync runs. */
function heldProvider() {
  const replay = createReplayProvider({ dataDir: "../shared/data/cfbd" });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Object.fromEntries(
    Object.entries(replay).map(([key, value]) => [key, typeof value === "function" ? async (...args: unknown[]) => (await gate, value(...args)) : value]),
  ) as unknown as GamesProvider;
  return { provider: held, release };
}

describe("the start-up sync", () => {
  it("reports syncing while the first sync runs, then answers the synced week", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    const { provider, release } = heldProvider();
    useGamesProvider(provider);
    const job = startSyncJob();
    try {
      const client = new TestClient();
      await new Promise((r) => setTimeout(r, 100));
      const during = await client.get("/api/weeks/current");
      expect(during.body).toMatchObject({ week: null, games: [], syncing: true });
      release();
      let after = during;
      for (let i = 0; i < 100 && (after.body.syncing || !after.body.week); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await client.get("/api/weeks/current");
      }
      expect(after.body.syncing).toBe(false);
      expect(after.body.week.label).toBe("Week 13");
      expect(after.body.games.length).toBeGreaterThan(0);
    } finally {
      job.stop();
    }
  });
});
