import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { savePointsSettings } from "../../server/features/settings/settings.service.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createCfbdClient, createReplayProvider } from "../../server/providers/games/index.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { startFakeCfbd } from "../support/cfbd-server.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";

const DATA_DIR = BUNDLED_CFBD_DATA_DIR;
const P5 = ["ACC", "Big Ten", "Big 12", "Pac-12", "SEC"];

afterEach(() => useGamesProvider(undefined));

const snapshot = () => db().select().from(games).orderBy(asc(games.cfbdId));

describe("sync from the offline replay of the 2024 season", () => {
  it("builds the current week with Power-5 games, lines, ranks, records and colours, and never duplicates", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    const admin = await adminClient();
    const response = await admin.post("/api/admin/sync");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: "Sync complete!", label: "Week 13" });
    const view = (await new TestClient().get("/api/weeks/current")).body;
    expect(view.week).toMatchObject({ label: "Week 13", season: 2024, week: 13, isCurrent: true });
    expect(view.games.length).toBeGreaterThan(20);
    for (const g of view.games) expect(P5.includes(g.homeConference) || P5.includes(g.awayConference)).toBe(true);
    const statuses = new Set(view.games.map((g: { status: string }) => g.status));
    expect(statuses).toEqual(new Set(["scheduled", "live", "final"]));
    const ohio = view.games.find(
      (g: { homeTeam: string; awayTeam: string }) => g.homeTeam === "Ohio State" && g.awayTeam === "Indiana",
    );
    expect(ohio).toMatchObject({
      homeTeamRank: 2,
      awayTeamRank: 5,
      homeTeamPrimaryColor: expect.stringMatching(/^#/),
      homeTeamRecord: expect.stringMatching(/^\d+-\d+$/),
    });
    expect(ohio.spread).toMatch(/^Ohio State -\d+(\.5)?$/);
    expect(ohio.overUnder).toMatch(/^\d+(\.5)?$/);
    const start = new Date(view.week.startDate);
    expect(start.toISOString()).toBe("2024-11-17T06:00:00.000Z"); // Sunday 00:00 Central
    const before = await snapshot();
    await runSync();
    expect(await db().$count(games)).toBe(before.length);
    expect(await db().$count(weeks)).toBe(13); // the first sync also stored weeks 1–12
  });

  it("makes the week ahead current on Sunday, open for picks, and finishes the week that ended on Saturday", async () => {
    clock.startAt("2024-11-23T20:00:00Z"); // Saturday 14:00 CT
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    await runSync();
    clock.startAt("2024-11-24T15:00:00Z"); // Sunday 09:00 CT
    const result = await runSync();
    expect(result.label).toBe("Week 14");
    const view = (await new TestClient().get("/api/weeks/current")).body;
    expect(view.week).toMatchObject({
      label: "Week 14",
      startDate: "2024-11-24T06:00:00.000Z",
      endDate: "2024-12-01T05:59:59.999Z",
    });
    expect(view.games.length).toBeGreaterThan(20);
    expect(view.games.every((g: { status: string }) => g.status === "scheduled")).toBe(true);
    const stored = await db().select().from(weeks).orderBy(asc(weeks.startDate));
    expect(stored.map((w) => [w.label, w.isCurrent])).toEqual([
      ...Array.from({ length: 13 }, (_, i) => [`Week ${i + 1}`, false]),
      ["Week 14", true],
    ]);
    const ended = await db().select({ status: games.status }).from(games).where(eq(games.weekId, stored[0]!.id));
    expect(new Set(ended.map((g) => g.status))).toEqual(new Set(["final"]));
  });

  it("makes the bowl season current from the Sunday of the first bowl, in the week with no Power-5 game", async () => {
    clock.startAt("2024-12-10T18:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    // The first postseason week (decision 038) holds the first bowls and the CFP first round.
    expect((await runSync()).label).toBe("CFP First Round");
    const view = (await new TestClient().get("/api/weeks/current")).body;
    expect(view.week.startDate).toBe("2024-12-08T06:00:00.000Z");
    expect(view.week.endDate).toBe("2024-12-22T05:59:59.999Z");
    expect(view.games.some((g: { status: string }) => g.status === "scheduled")).toBe(true);
  });

  it("reveals live scores as the clock runs and goes final, keeping an admin's final score and popular flag", async () => {
    clock.startAt("2024-11-23T16:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    const admin = await adminClient();
    await runSync();
    const week = (await admin.get("/api/admin/current-week")).body;
    const target = week.games.find(
      (g: { status: string; kickoffISO: string }) =>
        g.status === "scheduled" && Date.parse(g.kickoffISO) > Date.parse("2024-11-23T16:00:00Z"),
    );
    const other = week.games.find(
      (g: { id: string; status: string }) => g.status === "scheduled" && g.id !== target.id,
    );
    await admin.patch(`/api/admin/games/${target.id}/popular`, { isPopular: true });
    await admin.post(`/api/admin/finalize/${other.id}`, { finalHomeScore: 99, finalAwayScore: 98 });
    clock.startAt(new Date(Date.parse(target.kickoffISO) + 100 * 60_000));
    await runSync();
    const live = (await admin.get("/api/admin/current-week")).body.games.find(
      (g: { id: string }) => g.id === target.id,
    );
    expect(live).toMatchObject({ status: "live", isPopular: true });
    expect(live.homeScore + live.awayScore).toBeGreaterThanOrEqual(0);
    clock.startAt(new Date(Date.parse(target.kickoffISO) + 4 * 3600_000));
    await runSync();
    const games2 = (await admin.get("/api/admin/current-week")).body.games;
    const final = games2.find((g: { id: string }) => g.id === target.id);
    expect(final).toMatchObject({ status: "final", isPopular: true, finalHomeScore: expect.any(Number) });
    expect(games2.find((g: { id: string }) => g.id === other.id)).toMatchObject({
      status: "final",
      finalHomeScore: 99,
      finalAwayScore: 98,
    });
  });

  it("grades picks when sync sees a game go final", async () => {
    clock.startAt("2024-11-23T16:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    await runSync();
    await savePointsSettings({ ...defaultPointsSettings, incorrectWinner: -1 }); // either way a transaction is written
    const player = await playerClient("fan@example.com", "fan");
    const view = (await player.get("/api/weeks/current")).body;
    const game = view.games.find((g: { status: string }) => g.status === "scheduled");
    await player.post("/api/picks", { gameId: game.id, winner: "HOME" });
    clock.startAt(new Date(Date.parse(game.kickoffISO) + 5 * 3600_000));
    await runSync();
    const [mine] = (await player.get("/api/me/picks")).body;
    expect(mine.game.status).toBe("final");
    expect(mine.pointsTxns.map((t: { reason: string }) => t.reason)).toContain(
      mine.game.finalHomeScore > mine.game.finalAwayScore ? "Correct winner" : "Incorrect winner",
    );
  });

  it("recalculates a week's boundaries from its games", async () => {
    clock.startAt("2024-11-23T20:00:00Z");
    useGamesProvider(createReplayProvider({ dataDir: DATA_DIR }));
    await runSync();
    const admin = await adminClient();
    const weekId = (await admin.get("/api/admin/current-week")).body.week.id;
    await db()
      .update(weeks)
      .set({ startDate: new Date("2024-01-01T00:00:00Z") });
    const response = await admin.post(`/api/admin/weeks/${weekId}/recalculate-boundaries`);
    expect(response.status).toBe(200);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.week.startDate).toBe("2024-11-17T06:00:00.000Z");
    expect(response.body.week.endDate).toBe("2024-11-24T05:59:59.999Z");
    expect(
      (await admin.post("/api/admin/weeks/00000000-0000-4000-8000-000000000000/recalculate-boundaries")).status,
    ).toBe(404);
  });
});

describe("sync from the real CFBD API v2 client", () => {
  it("reads the recorded real answers with the Bearer key", async () => {
    const cfbd = await startFakeCfbd();
    try {
      clock.startAt("2025-08-30T18:00:00Z");
      useGamesProvider(createCfbdClient({ apiKey: "test-key", baseUrl: cfbd.url }));
      const admin = await adminClient();
      expect((await admin.post("/api/admin/sync")).status).toBe(200);
      const view = (await admin.get("/api/weeks/current")).body;
      expect(view.week.label).toBe("Week 1");
      expect(view.games.length).toBeGreaterThan(10);
      expect(view.games.every((g: { status: string }) => g.status === "final")).toBe(true);
      expect(cfbd.requests.every((r) => r.authorization === "Bearer test-key")).toBe(true);
      expect(new Set(cfbd.requests.map((r) => r.path))).toEqual(
        new Set(["/calendar", "/games", "/lines", "/rankings", "/teams", "/records"]),
      );
    } finally {
      await cfbd.close();
    }
  });

  it.each([401, 429, 500, 503])(
    "fails with the admin message on %i and leaves the database as it was",
    async (status) => {
      const cfbd = await startFakeCfbd();
      try {
        clock.startAt("2025-08-30T18:00:00Z");
        useGamesProvider(createCfbdClient({ apiKey: "test-key", baseUrl: cfbd.url }));
        const admin = await adminClient();
        await runSync();
        const before = await snapshot();
        cfbd.failWith(status);
        const response = await admin.post("/api/admin/sync");
        expect(response.status).toBe(502);
        expect(response.body).toEqual({ message: "Failed to sync games. Please try again." });
        expect(await snapshot()).toEqual(before);
      } finally {
        await cfbd.close();
      }
    },
  );
});

describe("admin access", () => {
  it("refuses every admin route to players with 403 and to visitors with 401", async () => {
    const player = await playerClient("fan@example.com", "fan");
    const visitor = new TestClient();
    const routes: [string, string][] = [
      ["POST", "/api/admin/sync"],
      ["GET", "/api/admin/sync-budget"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/current-week"],
      ["GET", "/api/admin/settings/points"],
      ["PUT", "/api/admin/settings/points"],
      ["POST", "/api/admin/finalize/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/admin/regrade/00000000-0000-4000-8000-000000000000"],
      ["PATCH", "/api/admin/games/00000000-0000-4000-8000-000000000000/popular"],
      ["DELETE", "/api/admin/users/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/admin/weeks/00000000-0000-4000-8000-000000000000/recalculate-boundaries"],
    ];
    for (const [method, path] of routes) {
      const body = method === "GET" ? undefined : {};
      expect((await player.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
