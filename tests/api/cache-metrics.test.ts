import { describe, expect, it } from "vitest";
import type { TestClient } from "../support/client.ts";
import { playerClient } from "../support/fixtures.ts";

/** /metrics as the machine's own scraper reads it (a loopback address). */
async function metricsText(client: TestClient) {
  const response = await client.app.request(
    "http://localhost/metrics",
    {},
    {
      incoming: { socket: { remoteAddress: "127.0.0.1" } },
    },
  );
  expect(response.status).toBe(200);
  return response.text();
}

const figure = (text: string, metric: string, cache: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${metric}{cache="${cache}"} `));
  return line ? Number(line.split(" ")[1]) : 0;
};

describe("cache figures on /metrics", () => {
  it("counts a hit of the session cache for every signed-in request after the first", async () => {
    const player = await playerClient("cache-metrics@example.com", "cachemetrics");
    const before = figure(await metricsText(player), "cache_hits_total", "sessions");
    for (let i = 0; i < 3; i++) expect((await player.get("/api/auth/user")).status).toBe(200);
    const after = await metricsText(player);
    expect(figure(after, "cache_hits_total", "sessions") - before).toBeGreaterThanOrEqual(3);
    expect(figure(after, "cache_entries", "sessions")).toBeGreaterThanOrEqual(1);
  });

  it("counts a miss, then hits, of the standings boards as the all-time leaderboard is read again", async () => {
    const player = await playerClient("cache-board@example.com", "cacheboard");
    const before = await metricsText(player);
    for (let i = 0; i < 3; i++) expect((await player.get("/api/leaderboard?scope=all")).status).toBe(200);
    const after = await metricsText(player);
    const moved = (metric: string) =>
      figure(after, metric, "standings-boards") - figure(before, metric, "standings-boards");
    expect(moved("cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(moved("cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(/^cache_evictions_total\{cache="standings-boards"\} \d+$/m);
  });
});
