import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { picks, pointsTransactions } from "../../server/db/schema/index.ts";
import { defaultPointsSettings } from "../../shared/domain/scoring.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { holdGrading } from "../support/held-grading.ts";

/** Statements of this database waiting for a lock another transaction holds. */
const lockWaiters = async () =>
  rowsOf<{ n: number }>(
    await db().execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    ),
  )[0]!.n;

describe("user management", () => {
  it("lists users with handle, email, points and role", async () => {
    const admin = await adminClient();
    await playerClient("fan@example.com", "superfan");
    const response = await admin.get("/api/admin/users");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ handle: "superfan", email: "fan@example.com", pointsTotal: 0, role: "USER" }),
        expect.objectContaining({ handle: "commissioner", role: "ADMIN" }),
      ]),
    );
  });

  it("deletes a user with their picks and points, and their session stops working", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    const fan = await playerClient("fan@example.com", "superfan");
    await fan.post("/api/picks", { gameId: game.id, winner: "HOME" });
    await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 21, finalAwayScore: 14 });
    const fanId = (await fan.get("/api/auth/user")).body.id;
    const fanPoints = () => db().select().from(pointsTransactions).where(eq(pointsTransactions.userId, fanId));
    expect((await fanPoints()).length).toBeGreaterThan(0);
    const response = await admin.delete(`/api/admin/users/${fanId}`);
    expect(response.status).toBe(200);
    expect(await fanPoints()).toEqual([]);
    expect(await db().select().from(picks).where(eq(picks.userId, fanId))).toEqual([]);
    expect((await fan.get("/api/auth/user")).status).toBe(401);
    const users = (await admin.get("/api/admin/users")).body;
    expect(users.map((u: { id: string }) => u.id)).not.toContain(fanId);
    expect((await admin.get("/api/weeks/current")).body.games[0].pickStats.total).toBe(0);
    expect((await admin.delete(`/api/admin/users/${fanId}`)).status).toBe(404);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "deleting a user while their game is being graded leaves none of their points behind",
    async () => {
      const admin = await adminClient();
      const game = await createGame((await createWeek()).id);
      const fan = await playerClient("fan@example.com", "superfan");
      await fan.post("/api/picks", { gameId: game.id, winner: "HOME" });
      const fanId = (await fan.get("/api/auth/user")).body.id;
      const grading = await holdGrading(game.id);
      const deletion = admin.delete(`/api/admin/users/${fanId}`);
      await expect.poll(lockWaiters, { interval: 20 }).toBeGreaterThan(0); // the deletion runs into the open grading
      await grading.release();
      expect((await deletion).status).toBe(200);
      expect(await db().select().from(pointsTransactions).where(eq(pointsTransactions.userId, fanId))).toEqual([]);
    },
  );

  it("keeps an admin from deleting their own account", async () => {
    const admin = await adminClient();
    const me = (await admin.get("/api/auth/user")).body;
    const response = await admin.delete(`/api/admin/users/${me.id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "You cannot delete your own account here" });
  });
});

describe("points and trivia settings", () => {
  it("saves points settings that the public read then answers", async () => {
    const admin = await adminClient();
    const next = { ...defaultPointsSettings, correctWinner: 3, incorrectWinner: -1, upsetBonusEnabled: false };
    expect((await admin.put("/api/admin/settings/points", next)).body).toEqual(next);
    expect((await admin.get("/api/settings/points")).body).toEqual(next);
  });

  it.each([
    [{ correctWinner: -1 }, "Points must be 0 or more"],
    [{ exactScore: 1.5 }, "Points must be whole numbers"],
    [{ upsetBonusEnabled: "yes" }, "upsetBonusEnabled: Invalid input: expected boolean, received string"],
  ])("refuses points settings %j", async (change, message) => {
    const admin = await adminClient();
    const response = await admin.put("/api/admin/settings/points", { ...defaultPointsSettings, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await admin.get("/api/settings/points")).body).toEqual(defaultPointsSettings);
  });

  it("saves the trivia answer time limit between 1 and 300 seconds", async () => {
    const admin = await adminClient();
    const streakDefaults = { streakBonusFromDay: 3, streakBonusPoints: 1, weeklyStreakBonusPoints: 2 };
    expect((await admin.get("/api/settings/trivia")).body).toEqual({ answerTimeLimit: 10, ...streakDefaults });
    expect((await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 25 })).status).toBe(200);
    expect((await admin.get("/api/settings/trivia")).body).toEqual({ answerTimeLimit: 25, ...streakDefaults });
    const bad = await admin.put("/api/admin/settings/trivia", { answerTimeLimit: 301 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Answer time limit must be between 1 and 300 seconds" });
  });
});

describe("popular games", () => {
  it("sets and clears the popular flag", async () => {
    const admin = await adminClient();
    const week = await createWeek();
    const game = await createGame(week.id);
    expect((await admin.patch(`/api/admin/games/${game.id}/popular`, { isPopular: true })).body.isPopular).toBe(true);
    expect((await admin.get("/api/weeks/current")).body.games[0].isPopular).toBe(true);
    const bad = await admin.patch(`/api/admin/games/${game.id}/popular`, { isPopular: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "isPopular must be true or false" });
  });
});
