import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { picks, pointsTransactions, users } from "../../server/db/schema/index.ts";
import { finalizeGame, regradeGame } from "../../server/features/grading/finalize.service.ts";
import { savePointsSettings } from "../../server/features/settings/settings.service.ts";
import { pointsSettingsArbitrary } from "../../shared/domain/points-settings.arbitrary.ts";
import { defaultPointsSettings, gradePick } from "../../shared/domain/scoring.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

async function ledger() {
  const rows = await db()
    .select({
      userId: pointsTransactions.userId,
      pickId: pointsTransactions.pickId,
      reason: pointsTransactions.reason,
      amount: pointsTransactions.amount,
    })
    .from(pointsTransactions)
    .orderBy(pointsTransactions.pickId, pointsTransactions.reason);
  return rows;
}

async function totalsMatchLedger() {
  const mismatched = await db().execute(sql`
    select u.id from users u left join user_points p on p.user_id = u.id
    where p.points_total is distinct from coalesce((select sum(amount) from points_transactions t where t.user_id = u.id), 0)::int`);
  return (Array.isArray(mismatched) ? mismatched : (mismatched as { rows: unknown[] }).rows).length === 0;
}

describe("finalizing and regrading", () => {
  it("grades every pick with one transaction per rule that fires, and My Picks shows them", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id, {
      homeTeam: "Georgia",
      awayTeam: "Texas",
      spread: "Georgia -3.5",
      overUnder: "52.5",
    });
    const exact = await playerClient("exact@example.com", "exact");
    const upset = await playerClient("upset@example.com", "upset");
    await exact.post("/api/picks", {
      gameId: game.id,
      winner: "HOME",
      predHomeScore: 30,
      predAwayScore: 15,
      predOverUnder: "under",
    });
    await upset.post("/api/picks", {
      gameId: game.id,
      winner: "AWAY",
      predHomeScore: 10,
      predAwayScore: 20,
      predOverUnder: "over",
    });
    const response = await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 30, finalAwayScore: 15 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "final", finalHomeScore: 30, finalAwayScore: 15 });
    const mine = (await exact.get("/api/me/picks")).body[0];
    expect(mine.game).toMatchObject({ status: "final", finalHomeScore: 30, finalAwayScore: 15 });
    expect(mine.pointsTxns).toEqual(
      expect.arrayContaining([
        { reason: "Correct winner", amount: 1 },
        { reason: "Exact score", amount: 2 },
        { reason: "Over/under", amount: 1 },
      ]),
    );
    expect(mine.pointsTxns).toHaveLength(3);
    expect((await exact.get("/api/auth/user")).body.pointsTotal).toBe(4);
    const onWeekPage = (await exact.get("/api/weeks/current")).body.userPicks[0];
    expect(onWeekPage.pointsTxns).toEqual(mine.pointsTxns);
    const theirs = (await upset.get("/api/me/picks")).body[0];
    expect(theirs.pointsTxns).toEqual([]); // an incorrect winner is worth 0 by default: no transaction
  });

  it("awards the upset bonus to a correct pick of the team the spread does not favour", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id, { spread: "Georgia -7", overUnder: null });
    const player = await playerClient("dog@example.com", "dog");
    await player.post("/api/picks", { gameId: game.id, winner: "AWAY" });
    await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 17, finalAwayScore: 21 });
    expect((await player.get("/api/me/picks")).body[0].pointsTxns).toEqual(
      expect.arrayContaining([
        { reason: "Correct winner", amount: 1 },
        { reason: "Upset bonus", amount: 2 },
      ]),
    );
  });

  it("regrades with the current settings and any sequence of finalize and regrade leaves the same totals", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    const player = await playerClient("p@example.com", "regrader");
    await player.post("/api/picks", { gameId: game.id, winner: "HOME", predHomeScore: 28, predAwayScore: 21 });
    await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 35, finalAwayScore: 28 });
    expect((await player.get("/api/auth/user")).body.pointsTotal).toBe(2);
    const before = await ledger();
    await admin.post(`/api/admin/regrade/${game.id}`);
    await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 35, finalAwayScore: 28 });
    await admin.post(`/api/admin/regrade/${game.id}`);
    expect(await ledger()).toEqual(before);
    const put = await admin.put("/api/admin/settings/points", {
      ...defaultPointsSettings,
      correctWinner: 5,
      correctMarginEnabled: false,
    });
    expect(put.status).toBe(200);
    const regrade = await admin.post(`/api/admin/regrade/${game.id}`);
    expect(regrade.status).toBe(200);
    expect((await player.get("/api/auth/user")).body.pointsTotal).toBe(5);
    expect(await totalsMatchLedger()).toBe(true);
  });

  it("refuses to regrade a game that is not final, and unknown games", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    const response = await admin.post(`/api/admin/regrade/${game.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "Only a final game can be regraded" });
    expect(
      (
        await admin.post("/api/admin/finalize/00000000-0000-4000-8000-000000000000", {
          finalHomeScore: 1,
          finalAwayScore: 0,
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ finalHomeScore: -1, finalAwayScore: 3 }, "Final home score must be a whole number of 0 or more"],
    [{ finalHomeScore: 3, finalAwayScore: 2.5 }, "Final away score must be a whole number of 0 or more"],
    [{ finalHomeScore: 3 }, "Final away score must be a whole number of 0 or more"],
  ])("refuses final scores %j and changes nothing", async (body, message) => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    const response = await admin.post(`/api/admin/finalize/${game.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await admin.get("/api/admin/current-week")).body.games[0].status).toBe("scheduled");
  });
});

const settingsArb = pointsSettingsArbitrary(5);
const score = fc.integer({ min: 0, max: 6 });
const pickArb = fc.record({
  winner: fc.constantFrom("HOME" as const, "AWAY" as const),
  predHomeScore: fc.option(score, { nil: null }),
  predAwayScore: fc.option(score, { nil: null }),
  predOverUnder: fc.option(fc.constantFrom("over" as const, "under" as const), { nil: null }),
});
const gameArb = fc.record({
  spread: fc.option(fc.constantFrom("Georgia -3.5", "Texas -7", "Georgia -0", "Texas +2.5", "Nobody -3"), {
    nil: null,
  }),
  overUnder: fc.option(fc.constantFrom("6.5", "7", "3", "10.5"), { nil: null }),
  homeTeamRank: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
  awayTeamRank: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
  finalHomeScore: score,
  finalAwayScore: score,
});

describe("grading invariants (property-based)", () => {
  it("matches the shared scoring rules pick by pick, is idempotent, and keeps totals equal to the ledger", async () => {
    const week = await createWeek();
    const userIds = (
      await db()
        .insert(users)
        .values(Array.from({ length: 6 }, (_, i) => ({ email: `prop${i}@example.com` })))
        .returning()
    ).map((u) => u.id);
    await fc.assert(
      fc.asyncProperty(
        gameArb,
        fc.array(pickArb, { minLength: 1, maxLength: 6 }),
        settingsArb,
        fc.array(fc.constantFrom("finalize", "regrade"), { maxLength: 3 }),
        async (g, pickList, settings, steps) => {
          const game = await createGame(week.id, {
            homeTeam: "Georgia",
            awayTeam: "Texas",
            spread: g.spread,
            overUnder: g.overUnder,
            homeTeamRank: g.homeTeamRank,
            awayTeamRank: g.awayTeamRank,
          });
          const inserted = await db()
            .insert(picks)
            .values(pickList.map((p, i) => ({ ...p, userId: userIds[i]!, gameId: game.id })))
            .returning();
          await savePointsSettings(settings);
          const scores = { finalHomeScore: g.finalHomeScore, finalAwayScore: g.finalAwayScore };
          await finalizeGame(game.id, scores);
          const first = await ledger();
          for (const step of steps)
            step === "finalize" ? await finalizeGame(game.id, scores) : await regradeGame(game.id);
          expect(await ledger()).toEqual(first);
          for (const pick of inserted) {
            const expected = gradePick(pick, { ...game, ...scores }, settings).map((l) => ({
              reason: l.reason,
              amount: l.amount,
            }));
            const actual = first.filter((t) => t.pickId === pick.id).map(({ reason, amount }) => ({ reason, amount }));
            expect(actual.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual(
              expected.sort((a, b) => a.reason.localeCompare(b.reason)),
            );
          }
          expect(await totalsMatchLedger()).toBe(true);
          await db().delete(picks).where(eq(picks.gameId, game.id));
          expect(await totalsMatchLedger()).toBe(true); // deleted picks take their points along
        },
      ),
      { numRuns: 60 },
    );
  });
});
