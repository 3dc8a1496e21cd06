import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

describe("making picks", () => {
  it("saves a pick with a winner, a score and over/under, and keeps one pick per user and game", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const player = await playerClient("p1@example.com", "picker");
    const first = await player.post("/api/picks", {
      gameId: game.id,
      winner: "HOME",
      predHomeScore: 31,
      predAwayScore: 24,
      predOverUnder: "over",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      gameId: game.id,
      winner: "HOME",
      predHomeScore: 31,
      predAwayScore: 24,
      predOverUnder: "over",
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = await player.post("/api/picks", {
      gameId: game.id,
      winner: "AWAY",
      predHomeScore: null,
      predAwayScore: null,
      predOverUnder: null,
    });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(second.body.updatedAt > first.body.updatedAt).toBe(true);
    const view = await player.get("/api/weeks/current");
    expect(view.body.userPicks).toHaveLength(1);
    expect(view.body.userPicks[0]).toMatchObject({
      winner: "AWAY",
      predHomeScore: null,
      predOverUnder: null,
      pointsTxns: [],
    });
  });

  it.each([
    [{ winner: undefined }, "A winner is required"],
    [{ predHomeScore: -1 }, "Predicted scores must be whole numbers from 0 to 999"],
    [{ predHomeScore: 2.5 }, "Predicted scores must be whole numbers from 0 to 999"],
    [
      { winner: "HOME", predHomeScore: 20, predAwayScore: 20 },
      "Predicted scores can't be tied: your picked winner must score more",
    ],
    [{ winner: "AWAY", predHomeScore: 28, predAwayScore: 14 }, "Predicted score must favor your picked winner"],
    [{ predOverUnder: "sideways" }, "Over/under must be over or under"],
  ])("refuses %j with %j and saves nothing", async (change, message) => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const player = await playerClient("p1@example.com", "picker");
    const response = await player.post("/api/picks", { gameId: game.id, winner: "HOME", ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await player.get("/api/me/picks")).body).toEqual([]);
  });

  it("refuses over/under on a game without a line", async () => {
    const week = await createWeek();
    const game = await createGame(week.id, { overUnder: null });
    const player = await playerClient("p1@example.com", "picker");
    const response = await player.post("/api/picks", { gameId: game.id, winner: "HOME", predOverUnder: "over" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "This game has no over/under line" });
  });

  it("answers 404 for an unknown game, 401 when signed out and 400 for malformed JSON", async () => {
    const player = await playerClient("p1@example.com", "picker");
    const unknown = await player.post("/api/picks", { gameId: "00000000-0000-4000-8000-000000000000", winner: "HOME" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Game not found" });
    expect((await new TestClient().post("/api/picks", { gameId: "x", winner: "HOME" })).status).toBe(401);
    const malformed = await player.post("/api/picks", "{oops");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Malformed JSON body" });
  });

  it("locks picks at kickoff by the server clock and for games that are not scheduled", async () => {
    const week = await createWeek();
    const kickoff = new Date(Date.now() + 60_000);
    const game = await createGame(week.id, { kickoffISO: kickoff });
    const live = await createGame(week.id, { status: "live", kickoffISO: new Date(Date.now() + 3600_000) });
    const player = await playerClient("p1@example.com", "picker");
    expect((await player.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    clock.startAt(kickoff);
    const atKickoff = await player.post("/api/picks", { gameId: game.id, winner: "AWAY" });
    expect(atKickoff.status).toBe(409);
    expect(atKickoff.body).toEqual({ message: "Picks are locked for this game" });
    const notScheduled = await player.post("/api/picks", { gameId: live.id, winner: "AWAY" });
    expect(notScheduled.status).toBe(409);
    expect((await player.get("/api/me/picks")).body[0].winner).toBe("HOME");
  });

  it("keeps every pick saved before kickoff and accepts none at or after it, under concurrency", async () => {
    const week = await createWeek();
    const players = await Promise.all(
      Array.from({ length: 16 }, (_, i) => playerClient(`racer${i}@example.com`, `racer${i}`)),
    );
    // Kickoff a second after the game is stored, and 16 picks 120 ms apart: some land before it and some after.
    const stored = await createGame(week.id);
    const kickoff = new Date(Date.now() + 1000);
    const [game] = await db().update(games).set({ kickoffISO: kickoff }).where(eq(games.id, stored.id)).returning();
    const results = await Promise.all(
      players.map(async (player, i) => {
        await new Promise((r) => setTimeout(r, i * 120));
        const sentAt = Date.now();
        const response = await player.post("/api/picks", { gameId: game!.id, winner: i % 2 ? "HOME" : "AWAY" });
        return { sentAt, doneAt: Date.now(), status: response.status, body: response.body };
      }),
    );
    for (const r of results) {
      if (r.doneAt < kickoff.getTime()) expect(r.status).toBe(200);
      if (r.sentAt >= kickoff.getTime()) expect(r.status).toBe(409);
      expect([200, 409]).toContain(r.status);
    }
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(results.some((r) => r.status === 409)).toBe(true);
    for (const r of accepted) expect(new Date(r.body.updatedAt).getTime()).toBeLessThan(kickoff.getTime());
    const view = await new TestClient().get("/api/weeks/current");
    expect(view.body.games[0].pickStats.total).toBe(accepted.length);
  });
});

describe("the current week", () => {
  it("is public: a signed-out visitor gets the games and no picks", async () => {
    const week = await createWeek({ label: "Week 13" });
    await createGame(week.id, { homeTeam: "Ohio State", awayTeam: "Indiana" });
    const response = await new TestClient().get("/api/weeks/current");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ week: { label: "Week 13" }, userPicks: [], syncing: false });
    expect(response.body.games[0]).toMatchObject({
      homeTeam: "Ohio State",
      pickStats: { homePercent: 0, awayPercent: 0 },
    });
  });

  it("answers the pick count alone before kickoff until a game has five picks, then the percentages", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    for (const [i, winner] of ["HOME", "HOME", "HOME", "AWAY"].entries()) {
      const player = await playerClient(`p${i}@example.com`, `player${i}`);
      expect((await player.post("/api/picks", { gameId: game.id, winner })).status).toBe(200);
    }
    const four = await new TestClient().get("/api/weeks/current");
    expect(four.body.games[0].pickStats).toEqual({ homePercent: 0, awayPercent: 0, total: 4 });
    await (await playerClient("p4@example.com", "player4")).post("/api/picks", { gameId: game.id, winner: "HOME" });
    const five = await new TestClient().get("/api/weeks/current");
    expect(five.body.games[0].pickStats).toEqual({ homePercent: 80, awayPercent: 20, total: 5 });
  });

  it("answers the percentages of a locked game however few picks it has", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const player = await playerClient("lone@example.com", "lone");
    expect((await player.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    await db()
      .update(games)
      .set({ kickoffISO: new Date(Date.now() - 60_000) })
      .where(eq(games.id, game.id));
    const view = await new TestClient().get("/api/weeks/current");
    expect(view.body.games[0].pickStats).toEqual({ homePercent: 0, awayPercent: 100, total: 1 });
  });

  it("answers no week and no games before any sync", async () => {
    const response = await new TestClient().get("/api/weeks/current");
    expect(response.body).toMatchObject({ week: null, games: [], userPicks: [] });
  });
});

describe("other players' picks", () => {
  it("stay hidden until the game locks", async () => {
    const week = await createWeek();
    const open = await createGame(week.id, { kickoffISO: new Date(Date.now() + 3600_000) });
    const soon = await createGame(week.id, { kickoffISO: new Date(Date.now() + 60_000) });
    const owner = await playerClient("owner@example.com", "owner");
    await owner.post("/api/picks", { gameId: open.id, winner: "HOME" });
    await owner.post("/api/picks", { gameId: soon.id, winner: "AWAY" });
    const ownerId = (await owner.get("/api/auth/user")).body.id;
    const viewer = await playerClient("viewer@example.com", "viewer");
    expect((await viewer.get(`/api/users/${ownerId}/picks/current`)).body).toEqual([]);
    expect((await owner.get(`/api/users/${ownerId}/picks/current`)).body).toHaveLength(2);
    clock.startAt(new Date(Date.now() + 61_000));
    const after = (await viewer.get(`/api/users/${ownerId}/picks/current?weekId=${week.id}`)).body;
    expect(after.map((p: { gameId: string }) => p.gameId)).toEqual([soon.id]);
    expect((await viewer.get("/api/users/not-a-user/picks/current")).status).toBe(404);
  });
});
