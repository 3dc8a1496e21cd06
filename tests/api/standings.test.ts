import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import {
  leagueMembers,
  leagues,
  picks,
  triviaQuestions,
  triviaSubmissions,
  userTriviaAttempts,
} from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { saveRules } from "../../server/features/leagues/league-rules.service.ts";
import { publishLeagueChange } from "../../server/features/leagues/membership.events.ts";
import { type CreditSource, credit } from "../../server/features/ledger/ledger.service.ts";
import { getPointsSettings } from "../../server/features/settings/settings.service.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import { DEFAULT_LEAGUE_FORMAT } from "../../shared/domain/league-rules.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

beforeEach(() => resetBoards());

const DAY = "2024-11-20";
let codes = 0;

async function league(ownerId: string, values: Partial<typeof leagues.$inferInsert> = {}) {
  const n = ++codes;
  const [row] = await db()
    .insert(leagues)
    .values({
      name: `League ${n}`,
      slug: `league-${n}`,
      ownerId,
      joinCode: `CODE${n}`,
      visibility: "private",
      ...values,
    })
    .returning();
  await db().insert(leagueMembers).values({ leagueId: row!.id, userId: ownerId, role: "owner" });
  // As a new league starts: the site's format with a copy of its points.
  await saveRules(
    db(),
    row!.id,
    { ...DEFAULT_LEAGUE_FORMAT, points: await getPointsSettings(db()) },
    row!.createdAt,
    null,
  );
  return row!;
}

async function trivia(userId: string, amount: number, leagueId: string | null = null) {
  const [question] = await db()
    .insert(triviaQuestions)
    .values({
      question: `Question worth ${amount} points?`,
      correctAnswer: "A",
      incorrectAnswers: ["B", "C", "D"],
      category: "current",
      difficulty: "easy",
      leagueId,
    })
    .returning();
  await db().transaction(async (tx) => {
    const [attempt] = await tx
      .insert(userTriviaAttempts)
      .values({ userId, triviaQuestionId: question!.id, attemptDate: DAY, userAnswer: "A", isCorrect: true })
      .returning();
    const source: CreditSource = leagueId
      ? { source: "league_trivia", leagueId, triviaAttemptId: attempt!.id }
      : { source: "trivia", triviaAttemptId: attempt!.id };
    await credit(tx, { ...source, userId, day: DAY, amount });
  });
}

async function streak(userId: string, amount: number) {
  await db().transaction(async (tx) => {
    const [submission] = await tx
      .insert(triviaSubmissions)
      .values({ userId, day: DAY, totalCorrect: 3, totalQuestions: 3 })
      .returning();
    await credit(tx, { source: "streak", triviaSubmissionId: submission!.id, userId, day: DAY, amount });
  });
}

/**
 * Owner "olive" and member "mason" in a private league; "otto" outside it. Olive picks the winner
 * of a graded game (1 point) and has a streak bonus of 1; Mason picked an open game, answered
 * trivia (2), this league's trivia (3) and another league's trivia (7).
 */
async function cast() {
  const week = await createWeek();
  const graded = await createGame(week.id);
  const open = await createGame(week.id);
  const olive = await playerClient("olive@example.com", "olive");
  const mason = await playerClient("mason@example.com", "mason");
  const otto = await playerClient("otto@example.com", "otto");
  const [oliveId, masonId] = await Promise.all(
    [olive, mason].map(async (p) => (await p.get("/api/auth/user")).body.id as string),
  );
  const home = await league(oliveId!);
  const other = await league(masonId!, { visibility: "public" });
  await db().insert(leagueMembers).values({ leagueId: home.id, userId: masonId! });
  await db()
    .insert(picks)
    .values([
      { userId: oliveId!, gameId: graded.id, winner: "HOME" },
      { userId: masonId!, gameId: open.id, winner: "AWAY" },
    ]);
  await finalizeGame(graded.id, { finalHomeScore: 31, finalAwayScore: 28 });
  await streak(oliveId!, 1);
  await trivia(masonId!, 2);
  await trivia(masonId!, 3, home.id);
  await trivia(masonId!, 7, other.id);
  events.publish("standings.changed", { weekId: null });
  return { week, graded, olive, mason, otto, oliveId: oliveId!, masonId: masonId!, home, other };
}

const totals = (body: { handle: string; totalPoints?: number; points?: number }[]) =>
  body.map((e) => [e.handle, e.totalPoints ?? e.points]);

describe("league standings", () => {
  it("count picks, trivia, streaks and this league's trivia for a 'both' league, season and week", async () => {
    const { olive, home, week } = await cast();
    const season = await olive.get(`/api/leagues/${home.id}/standings/season`);
    expect(season.status).toBe(200);
    expect(totals(season.body)).toEqual([
      ["mason", 5],
      ["olive", 2],
    ]);
    expect(season.body.map((e: { rank: number }) => e.rank)).toEqual([1, 2]);
    const weekly = await olive.get(`/api/leagues/${home.id}/standings/week/${week.id}`);
    expect(totals(weekly.body)).toEqual([
      ["mason", 5],
      ["olive", 2],
    ]);
  });

  it("count only pick rows in a picks_only league and only trivia rows in a trivia_only league", async () => {
    const { olive, home } = await cast();
    await db().update(leagues).set({ leagueType: "picks_only" }).where(eq(leagues.id, home.id));
    publishLeagueChange(home.id); // as the settings route does: a direct write publishes nothing
    expect(totals((await olive.get(`/api/leagues/${home.id}/standings/season`)).body)).toEqual([
      ["olive", 1],
      ["mason", 0],
    ]);
    await db().update(leagues).set({ leagueType: "trivia_only" }).where(eq(leagues.id, home.id));
    publishLeagueChange(home.id);
    expect(totals((await olive.get(`/api/leagues/${home.id}/standings/season`)).body)).toEqual([
      ["mason", 5],
      ["olive", 1],
    ]);
  });

  it("list active members only, and drop a removed member when membership changes", async () => {
    const { olive, home, masonId } = await cast();
    await db().update(leagueMembers).set({ status: "removed" }).where(eq(leagueMembers.userId, masonId));
    events.publish("league.members.changed", { leagueId: home.id });
    expect(totals((await olive.get(`/api/leagues/${home.id}/standings/season`)).body)).toEqual([["olive", 2]]);
  });

  it("count from the league's creation on when its season scope says so", async () => {
    const { olive, home } = await cast();
    await db()
      .update(leagues)
      .set({ seasonScope: "from_creation", createdAt: new Date(Date.now() + 48 * 3600_000) })
      .where(eq(leagues.id, home.id));
    expect(totals((await olive.get(`/api/leagues/${home.id}/standings/season`)).body).sort()).toEqual([
      ["mason", 0],
      ["olive", 0],
    ]);
  });

  it("list every member from the moment they join, with 0 points before any pick, in the week and season standings", async () => {
    const week = await createWeek();
    const owner = await playerClient("nora@example.com", "nora");
    const joiner = await playerClient("jules@example.com", "jules");
    const created = await owner.post("/api/leagues", { name: "Fresh League", visibility: "private" });
    expect(created.status).toBe(201);
    const { id, joinCode } = created.body as { id: string; joinCode: string };
    const season = `/api/leagues/${id}/standings/season`;
    const weekly = `/api/leagues/${id}/standings/week/${week.id}`;
    expect((await owner.get(season)).body).toMatchObject([{ handle: "nora", rank: 1, totalPoints: 0 }]);
    expect((await owner.get(weekly)).body).toMatchObject([{ handle: "nora", rank: 1, points: 0 }]);

    expect((await joiner.post(`/api/leagues/join/${joinCode}`)).status).toBe(200);
    for (const viewer of [owner, joiner]) {
      expect(totals((await viewer.get(season)).body).sort()).toEqual([
        ["jules", 0],
        ["nora", 0],
      ]);
      expect(totals((await viewer.get(weekly)).body).sort()).toEqual([
        ["jules", 0],
        ["nora", 0],
      ]);
    }
  });

  it("move a league's season standings held in memory when a game its members picked among more pickers is graded", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const owner = await playerClient("ivy@example.com", "ivy");
    const created = await owner.post("/api/leagues", { name: "Small League", visibility: "private" });
    const season = `/api/leagues/${created.body.id}/standings/season`;
    const crowd = await Promise.all(["kai", "lev", "max"].map((h) => playerClient(`${h}@example.com`, h)));
    for (const player of [owner, ...crowd])
      expect((await player.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect((await owner.get(season)).body).toMatchObject([{ handle: "ivy", totalPoints: 0 }]);
    expect(
      (await (await adminClient()).post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 28, finalAwayScore: 3 }))
        .status,
    ).toBe(200);
    expect((await owner.get(season)).body).toMatchObject([{ handle: "ivy", totalPoints: 1 }]);
  });

  it("give names to every entry and an email only on the caller's own", async () => {
    const { mason, home } = await cast();
    const { body } = await mason.get(`/api/leagues/${home.id}/standings/season`);
    expect(body).toEqual([
      {
        userId: expect.any(String),
        rank: 1,
        totalPoints: 5,
        handle: "mason",
        firstName: null,
        lastName: null,
        email: "mason@example.com",
        placed: true,
      },
      {
        userId: expect.any(String),
        rank: 2,
        totalPoints: 2,
        handle: "olive",
        firstName: null,
        lastName: null,
        email: null,
        placed: true,
      },
    ]);
  });

  it("answer 404 to a non-member of a private league, for a malformed id and for an unknown week; 401 signed out", async () => {
    const { otto, olive, home, other, week } = await cast();
    for (const path of [
      `/api/leagues/${home.id}/standings/season`,
      `/api/leagues/${home.id}/standings/week/${week.id}`,
    ]) {
      expect(await otto.get(path)).toMatchObject({ status: 404, body: { message: "League not found" } });
      expect((await new TestClient().get(path)).status).toBe(401);
    }
    expect(await otto.get("/api/leagues/not-a-uuid/standings/season")).toMatchObject({
      status: 404,
      body: { message: "League not found" },
    });
    expect(
      await olive.get(`/api/leagues/${home.id}/standings/week/0b5c3f1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f`),
    ).toMatchObject({
      status: 404,
      body: { message: "Week not found" },
    });
    expect(await olive.get(`/api/leagues/${home.id}/standings/week/nope`)).toMatchObject({
      status: 404,
      body: { message: "Week not found" },
    });
    const publicLeague = await otto.get(`/api/leagues/${other.id}/standings/season`);
    expect(publicLeague.status).toBe(200);
    expect(totals(publicLeague.body)).toEqual([["mason", 9]]); // global trivia 2 + its own league trivia 7
  });
});
