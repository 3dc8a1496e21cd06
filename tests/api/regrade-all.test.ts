import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { games, picks, users } from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { type RegradeAllLine, regradeAllLineSchema } from "../../shared/contracts/regrade-all.ts";
import { pointsSettingsArbitrary } from "../../shared/domain/points-settings.arbitrary.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import type { TestClient } from "../support/client.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

/** Every ledger row without its id and time, and every user's total, in a stable order. */
async function ledgerAndTotals() {
  const ledger = rowsOf(
    await db().execute(
      sql`select user_id, pick_id, game_id, week_id, reason, amount from points_transactions order by pick_id, reason, amount`,
    ),
  );
  const totals = rowsOf(await db().execute(sql`select user_id, points_total from user_points order by user_id`));
  return { ledger, totals };
}

async function regradeAll(admin: TestClient) {
  const response = await admin.post("/api/admin/regrade-all");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  const text = typeof response.body === "string" ? response.body : `${JSON.stringify(response.body)}\n`;
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => regradeAllLineSchema.parse(JSON.parse(line)));
}

async function regradeOneByOne(admin: TestClient, weekIds: string[]) {
  for (const weekId of weekIds) {
    const finals = await db().select({ id: games.id }).from(games).where(eq(games.weekId, weekId));
    for (const { id } of finals) {
      const response = await admin.post(`/api/admin/regrade/${id}`);
      expect([200, 409]).toContain(response.status);
    }
  }
}

afterEach(() => vi.restoreAllMocks());

describe("Regrade all", () => {
  it("regrades every final game of the current season with the new points system and streams its progress", async () => {
    const admin = await adminClient();
    const earlier = await createWeek({ week: 12, label: "Week 12", isCurrent: false });
    const current = await createWeek();
    const lastSeason = await createWeek({ season: 2023, label: "Week 13", isCurrent: false });
    const player = await playerClient("p@example.com", "picker");
    const seasonGames = [await createGame(earlier.id), await createGame(current.id)];
    const oldGame = await createGame(lastSeason.id);
    const open = await createGame(current.id);
    for (const game of [...seasonGames, oldGame, open])
      await player.post("/api/picks", { gameId: game.id, winner: "HOME" });
    for (const game of [...seasonGames, oldGame])
      await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 30, finalAwayScore: 20 });
    expect((await player.get("/api/auth/user")).body.pointsTotal).toBe(3);

    expect((await admin.put("/api/admin/settings/points", { ...defaultPointsSettings, correctWinner: 5 })).status).toBe(
      200,
    );
    const lines = await regradeAll(admin);

    expect(lines).toEqual<RegradeAllLine[]>([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      { done: 2, total: 2, message: "Regrade complete!" },
    ]);
    // Two games of this season at 5 each; last season's game keeps the 1 it was graded with.
    expect((await player.get("/api/auth/user")).body.pointsTotal).toBe(11);
    expect(
      (await admin.get("/api/admin/users")).body.find((u: { handle: string }) => u.handle === "picker").pointsTotal,
    ).toBe(11);
  });

  it("publishes one event at the end, naming every regraded week", async () => {
    const admin = await adminClient();
    const earlier = await createWeek({ week: 12, label: "Week 12", isCurrent: false });
    const current = await createWeek();
    for (const week of [earlier, current, current]) {
      const game = await createGame(week.id);
      await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 21, finalAwayScore: 14 });
    }
    const publish = vi.spyOn(events, "publish");
    await regradeAll(admin);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]![0]).toBe("games.regraded");
    expect([...(publish.mock.calls[0]![1] as { weekIds: string[] }).weekIds].sort()).toEqual(
      [earlier.id, current.id].sort(),
    );
  });

  it("answers 403 to a player and regrades nothing", async () => {
    await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    const player = await playerClient("p@example.com", "picker");
    await player.post("/api/picks", { gameId: game.id, winner: "HOME" });
    const publish = vi.spyOn(events, "publish");
    const response = await player.post("/api/admin/regrade-all");
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect(publish).not.toHaveBeenCalled();
  });

  it("answers a season with no final game with an empty run and no event", async () => {
    const admin = await adminClient();
    await createGame((await createWeek()).id);
    const publish = vi.spyOn(events, "publish");
    expect(await regradeAll(admin)).toEqual([
      { done: 0, total: 0 },
      { done: 0, total: 0, message: "Regrade complete!" },
    ]);
    expect(publish).not.toHaveBeenCalled();
  });
});

const score = fc.integer({ min: 0, max: 6 });
const pickArb = fc.record({
  winner: fc.constantFrom("HOME" as const, "AWAY" as const),
  predHomeScore: fc.option(score, { nil: null }),
  predAwayScore: fc.option(score, { nil: null }),
  predOverUnder: fc.option(fc.constantFrom("over" as const, "under" as const), { nil: null }),
});
const gameArb = fc.record({
  inEarlierWeek: fc.boolean(),
  spread: fc.option(fc.constantFrom("Georgia -3.5", "Texas -7", "Texas +2.5"), { nil: null }),
  overUnder: fc.option(fc.constantFrom("6.5", "7", "10.5"), { nil: null }),
  finalHomeScore: score,
  finalAwayScore: score,
  picks: fc.array(pickArb, { minLength: 1, maxLength: 4 }),
});

describe("Regrade all against game-by-game regrades (property-based)", () => {
  it("leaves exactly the ledger and totals that regrading each game one by one leaves", async () => {
    const admin = await adminClient();
    const userIds = (
      await db()
        .insert(users)
        .values(Array.from({ length: 4 }, (_, i) => ({ email: `all${i}@example.com` })))
        .returning()
    ).map((u) => u.id);
    const settingsArb = pointsSettingsArbitrary(5);
    await fc.assert(
      fc.asyncProperty(
        fc.array(gameArb, { minLength: 1, maxLength: 3 }),
        settingsArb,
        settingsArb,
        async (gameList, before, after) => {
          const earlier = await createWeek({ week: 12, label: "Week 12", isCurrent: false });
          const current = await createWeek();
          const weekIds = [earlier.id, current.id];
          await admin.put("/api/admin/settings/points", before);
          for (const g of gameList) {
            const game = await createGame(g.inEarlierWeek ? earlier.id : current.id, {
              spread: g.spread,
              overUnder: g.overUnder,
            });
            await db()
              .insert(picks)
              .values(g.picks.map((p, i) => ({ ...p, userId: userIds[i]!, gameId: game.id })));
            await admin.post(`/api/admin/finalize/${game.id}`, {
              finalHomeScore: g.finalHomeScore,
              finalAwayScore: g.finalAwayScore,
            });
          }

          await admin.put("/api/admin/settings/points", after);
          await regradeOneByOne(admin, weekIds);
          const oneByOne = await ledgerAndTotals();

          await admin.put("/api/admin/settings/points", before);
          await regradeOneByOne(admin, weekIds);
          await admin.put("/api/admin/settings/points", after);
          const lines = await regradeAll(admin);
          expect(lines.at(-1)).toEqual({ done: gameList.length, total: gameList.length, message: "Regrade complete!" });
          expect(await ledgerAndTotals()).toEqual(oneByOne);

          await db().delete(picks);
          await db().delete(games);
          await db().execute(sql`delete from weeks`);
        },
      ),
      { numRuns: 15 },
    );
  });
});
