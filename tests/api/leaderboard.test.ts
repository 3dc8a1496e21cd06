import { beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { triviaQuestions, userTriviaAttempts } from "../../server/db/schema/index.ts";
import { events } from "../../server/events.ts";
import { forgetCurrentWeek } from "../../server/features/leaderboard/current-week.ts";
import { credit } from "../../server/features/ledger/ledger.service.ts";
import { flushPickRefresh, resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { Side } from "../../shared/domain/enums.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

beforeEach(() => {
  resetBoards();
  forgetCurrentWeek();
});

/**
 * Four players on one graded game (Georgia 31–28 Texas): b and a pick the winner (b first), c the
 * loser, d only a game that is not graded yet. Default scoring: 1 point for the winner.
 */
async function gradedWeek() {
  const admin = await adminClient();
  const week = await createWeek();
  const graded = await createGame(week.id);
  const open = await createGame(week.id);
  const [a, b, c, d] = [
    await playerClient("a@example.com", "alpha"),
    await playerClient("b@example.com", "bravo"),
    await playerClient("c@example.com", "charlie"),
    await playerClient("d@example.com", "delta"),
  ];
  const pick = async (player: TestClient, gameId: string, winner: Side) => {
    clock.advance(1000);
    expect((await player.post("/api/picks", { gameId, winner })).status).toBe(200);
  };
  await pick(b, graded.id, "HOME");
  await pick(a, graded.id, "HOME");
  await pick(c, graded.id, "AWAY");
  await pick(d, open.id, "HOME");
  expect(
    (await admin.post(`/api/admin/finalize/${graded.id}`, { finalHomeScore: 31, finalAwayScore: 28 })).status,
  ).toBe(200);
  const ids = await Promise.all([a, b, c, d].map(async (p) => (await p.get("/api/auth/user")).body.id as string));
  return { admin, week, graded, open, a, b, c, d, ids };
}

const handles = (body: { entries: { handle: string }[] }) => body.entries.map((e) => e.handle);

describe("GET /api/leaderboard", () => {
  it("ranks the week by points, then by the earliest last graded pick, then players without one", async () => {
    const { d } = await gradedWeek();
    const { status, body } = await d.get("/api/leaderboard?scope=current");
    expect(status).toBe(200);
    expect(handles(body)).toEqual(["bravo", "alpha", "charlie", "delta"]);
    expect(body.entries.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3, 4]);
    expect(
      body.entries.map((e: { points: number; correctWins: number; incorrectWins: number }) => [
        e.points,
        e.correctWins,
        e.incorrectWins,
      ]),
    ).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
    expect(body.total).toBe(4);
  });

  it("lists a player whose penalty took them below 0 above one with nothing graded yet, week and all time", async () => {
    const admin = await adminClient();
    const penalty = { ...defaultPointsSettings, incorrectWinner: -2 };
    expect((await admin.put("/api/admin/settings/points", penalty)).status).toBe(200);
    const week = await createWeek();
    const [graded, open] = [await createGame(week.id), await createGame(week.id)];
    const picks = [
      [await playerClient("a@example.com", "alpha"), graded.id, "HOME"],
      [await playerClient("c@example.com", "charlie"), graded.id, "AWAY"],
      [await playerClient("d@example.com", "delta"), open.id, "HOME"],
    ] as const;
    for (const [player, gameId, winner] of picks) {
      clock.advance(1000);
      expect((await player.post("/api/picks", { gameId, winner })).status).toBe(200);
    }
    flushPickRefresh();
    const delta = picks[2][0];
    const boards = async () =>
      Promise.all(
        ["current", "all"].map(async (scope) =>
          (await delta.get(`/api/leaderboard?scope=${scope}`)).body.entries.map(
            (e: { handle: string; rank: number; points: number; correctWins: number; incorrectWins: number }) => [
              e.handle,
              e.rank,
              e.points,
              e.correctWins + e.incorrectWins,
            ],
          ),
        ),
      );
    // Held in memory before the grading, so the grading moves them; then built again from the database.
    expect((await boards()).flat()).toHaveLength(6);
    expect(
      (await admin.post(`/api/admin/finalize/${graded.id}`, { finalHomeScore: 31, finalAwayScore: 28 })).status,
    ).toBe(200);
    const expected = [
      ["alpha", 1, 1, 1],
      ["charlie", 2, -2, 1],
      ["delta", 3, 0, 0],
    ];
    expect(await boards()).toEqual([expected, expected]);
    resetBoards();
    expect(await boards()).toEqual([expected, expected]);
  });

  it("gives the caller's email on their own entry only, and none of anyone else's", async () => {
    const { a } = await gradedWeek();
    const { body } = await a.get("/api/leaderboard");
    expect(body.entries.filter((e: { email: string | null }) => e.email !== null)).toEqual([
      expect.objectContaining({ handle: "alpha", email: "a@example.com" }),
    ]);
    expect(body.me).toMatchObject({ handle: "alpha", email: "a@example.com", rank: 2 });
    expect(JSON.stringify(body)).not.toMatch(/[bcd]@example\.com/);
  });

  it("pages with limit and offset and carries the caller's true rank when it is outside the page", async () => {
    const { d } = await gradedWeek();
    const first = await d.get("/api/leaderboard?scope=current&limit=2");
    expect(handles(first.body)).toEqual(["bravo", "alpha"]);
    expect(first.body.me).toMatchObject({ handle: "delta", rank: 4, email: "d@example.com" });
    expect(first.body.total).toBe(4);
    const next = await d.get("/api/leaderboard?scope=current&limit=2&offset=2");
    expect(handles(next.body)).toEqual(["charlie", "delta"]);
    expect(next.body.entries.map((e: { rank: number }) => e.rank)).toEqual([3, 4]);
    expect((await d.get("/api/leaderboard?scope=current&offset=10")).body.entries).toEqual([]);
  });

  it("answers a previous week by weekId, and gives no entry to a player who is not on the board", async () => {
    const { week } = await gradedWeek();
    const newcomer = await playerClient("e@example.com", "echo");
    const { body } = await newcomer.get(`/api/leaderboard?weekId=${week.id}`);
    expect(handles(body)).toEqual(["bravo", "alpha", "charlie", "delta"]);
    expect(body.me).toBeNull();
  });

  it("counts the week's trivia and streak rows but not league trivia, and all time is pointsTotal", async () => {
    const { c, ids } = await gradedWeek();
    const [question] = await db()
      .insert(triviaQuestions)
      .values({
        question: "Who won the 2024 title?",
        correctAnswer: "Ohio State",
        incorrectAnswers: ["A", "B", "C"],
        category: "current",
        difficulty: "easy",
      })
      .returning();
    await db().transaction(async (tx) => {
      const [attempt] = await tx
        .insert(userTriviaAttempts)
        .values({
          userId: ids[2]!,
          triviaQuestionId: question!.id,
          attemptDate: "2024-11-20",
          userAnswer: "Ohio State",
          isCorrect: true,
        })
        .returning();
      await credit(tx, {
        source: "trivia",
        triviaAttemptId: attempt!.id,
        userId: ids[2]!,
        day: "2024-11-20",
        amount: 5,
      });
    });
    events.publish("standings.changed", { weekId: null });
    const week = await c.get("/api/leaderboard?scope=current");
    expect(handles(week.body)).toEqual(["charlie", "bravo", "alpha", "delta"]);
    expect(week.body.entries[0]).toMatchObject({ points: 5, correctWins: 0, incorrectWins: 1 });
    const all = await c.get("/api/leaderboard?scope=all");
    expect(handles(all.body)).toEqual(["charlie", "bravo", "alpha", "delta"]);
    expect(all.body.me.points).toBe((await c.get("/api/auth/user")).body.pointsTotal);
  });

  it("refreshes the board held in memory when a game is regraded, a pick is saved or a user is deleted", async () => {
    const { admin, week, graded, open, d, ids } = await gradedWeek();
    expect(handles((await d.get("/api/leaderboard")).body)).toEqual(["bravo", "alpha", "charlie", "delta"]);
    expect(
      (await admin.post(`/api/admin/finalize/${graded.id}`, { finalHomeScore: 10, finalAwayScore: 20 })).status,
    ).toBe(200);
    expect(handles((await d.get("/api/leaderboard")).body)).toEqual(["charlie", "bravo", "alpha", "delta"]);
    const late = await playerClient("f@example.com", "foxtrot");
    await late.post("/api/picks", { gameId: open.id, winner: "AWAY" });
    flushPickRefresh();
    expect(handles((await d.get(`/api/leaderboard?weekId=${week.id}`)).body)).toContain("foxtrot");
    expect((await admin.delete(`/api/admin/users/${ids[2]}`)).status).toBe(200);
    expect(handles((await d.get("/api/leaderboard")).body)).not.toContain("charlie");
  });

  it("shows a first grading on a board held in memory with each picker's new points and counts", async () => {
    const { admin, open, a } = await gradedWeek();
    const delta = (body: { entries: { handle: string; points: number; correctWins: number }[] }) =>
      body.entries.find((e) => e.handle === "delta");
    for (const scope of ["current", "all"]) {
      expect(delta((await a.get(`/api/leaderboard?scope=${scope}`)).body)).toMatchObject({ points: 0, correctWins: 0 });
    }
    expect((await admin.post(`/api/admin/finalize/${open.id}`, { finalHomeScore: 24, finalAwayScore: 7 })).status).toBe(
      200,
    );
    for (const scope of ["current", "all"]) {
      const body = (await a.get(`/api/leaderboard?scope=${scope}`)).body;
      expect(delta(body)).toMatchObject({ rank: 3, points: 1, correctWins: 1 });
      expect(handles(body)).toEqual(["bravo", "alpha", "delta", "charlie"]);
    }
  });

  it("shows a renamed player's new handle at once, without waiting for points to move", async () => {
    const { a, d } = await gradedWeek();
    expect(handles((await d.get("/api/leaderboard?scope=current")).body)).toContain("alpha");
    expect((await a.patch("/api/me/profile", { handle: "alpha_renamed" })).status).toBe(200);
    const after = handles((await d.get("/api/leaderboard?scope=current")).body);
    expect(after).toContain("alpha_renamed");
    expect(after).not.toContain("alpha");
  });

  it("answers an empty board when there is no current week", async () => {
    const player = await playerClient("solo@example.com", "solo");
    expect((await player.get("/api/leaderboard")).body).toEqual({ entries: [], me: null, total: 0 });
  });

  it.each([
    ["scope=weekly", "scope must be current or all"],
    ["weekId=nope", "weekId must be a week id"],
    ["limit=0", "limit must be between 1 and 500"],
    ["limit=501", "limit must be between 1 and 500"],
    ["limit=ten", "limit must be a whole number"],
    ["offset=-1", "offset must be a whole number"],
    ["scope=all&weekId=0b5c3f1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f", "Give either scope or weekId, not both"],
  ])("refuses ?%s with 400 and a message", async (query, message) => {
    const player = await playerClient("p@example.com", "picker");
    const response = await player.get(`/api/leaderboard?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it("answers 404 for an unknown week and 401 when signed out", async () => {
    const player = await playerClient("p@example.com", "picker");
    const unknown = await player.get("/api/leaderboard?weekId=0b5c3f1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Week not found" });
    const signedOut = await new TestClient().get("/api/leaderboard?scope=all");
    expect(signedOut.status).toBe(401);
  });
});
