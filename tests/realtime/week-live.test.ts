import { Client, type Room } from "@colyseus/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { events } from "../../server/events.ts";
import { gameUpdated } from "../../server/features/weeks/week-live.service.ts";
import type { RunningServer } from "../../server/server.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function post(path: string, cookie: string, body: unknown, method = "POST") {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function waitFor<T>(room: Room, read: () => T | undefined, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      let value: T | undefined;
      try {
        value = read();
      } catch {
        value = undefined; // the first state patch has not arrived yet
      }
      if (value !== undefined && value !== false) {
        room.onStateChange.remove(check);
        clearTimeout(timer);
        resolve(value);
      }
    };
    const timer = setTimeout(() => reject(new Error("timed out waiting for room state")), timeoutMs);
    room.onStateChange(check);
    check();
  });
}

async function joinWeek(email: string, weekId: string) {
  const cookie = await signInCookie(server.url, email);
  const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate(roomNames.week, {
    weekId,
    protocol: PROTOCOL_VERSION,
  });
  return { cookie, room };
}

describe("the live week", () => {
  it("moves the pick count for every viewer after a pick is saved, without showing the pick or a lone pick's side", async () => {
    setEnvForTests({ LOG_LEVEL: "silent" });
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("watcher@example.com", week.id);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id));
    const picker = await signInCookie(server.url, "picker@example.com");
    expect((await post("/api/picks", picker, { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    const live = await waitFor(
      watcher.room,
      () => {
        const g = watcher.room.state.games.get(game.id);
        return g && g.totalPicks === 1 ? g : undefined;
      },
      15_000,
    );
    expect([live.awayPercent, live.homePercent]).toEqual([0, 0]);
    const json = JSON.stringify(watcher.room.state.toJSON());
    expect(json).not.toMatch(/AWAY|winner|userId|picker/);
    await watcher.room.leave();
  });

  it("shows a withheld split to every viewer once the game kicks off, with no further pick", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("kickoff-watcher@example.com", week.id);
    const picker = await signInCookie(server.url, "lone-picker@example.com");
    expect((await post("/api/picks", picker, { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    const withheld = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g && g.totalPicks === 1 ? g : undefined;
    });
    expect([withheld.awayPercent, withheld.homePercent]).toEqual([0, 0]);
    // The provider moves kickoff to a moment from now; the sync says so and the room follows.
    await db()
      .update(games)
      .set({ kickoffISO: new Date(Date.now() + 1500) })
      .where(eq(games.id, game.id));
    events.publish("week.synced", { weekId: week.id });
    const shown = await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.awayPercent === 100, 10_000);
    expect(shown).toBe(true);
    expect(watcher.room.state.games.get(game.id)!.homePercent).toBe(0);
    await watcher.room.leave();
  });

  it("coalesces a burst of picks into a few updates", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("watcher@example.com", week.id);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id));
    let changes = 0;
    watcher.room.onStateChange(() => changes++);
    const cookies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInCookie(server.url, `burst${i}@example.com`)),
    );
    await Promise.all(
      cookies.map((cookie, i) => post("/api/picks", cookie, { gameId: game.id, winner: i < 9 ? "HOME" : "AWAY" })),
    );
    const final = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g && g.totalPicks === 12 ? g : undefined;
    });
    expect(final.homePercent).toBe(75);
    expect(changes).toBeLessThanOrEqual(6);
    await watcher.room.leave();
  });

  it("streams scores and status as sync sees them, and final results", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("watcher@example.com", week.id);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id));
    await db().update(games).set({ status: "live", homeScore: 7, awayScore: 3 }).where(eq(games.id, game.id));
    events.publish("game.updated", { gameId: game.id, weekId: week.id });
    const live = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g?.status === "live" ? g : undefined;
    });
    expect(live).toMatchObject({ homeScore: 7, awayScore: 3, hasScore: true });
    await db()
      .update(games)
      .set({ status: "final", homeScore: 24, awayScore: 10, finalHomeScore: 24, finalAwayScore: 10 })
      .where(eq(games.id, game.id));
    events.publish("game.finalized", { gameId: game.id, weekId: week.id });
    const final = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g?.status === "final" ? g : undefined;
    });
    expect(final).toMatchObject({ homeScore: 24, awayScore: 10 });
    await watcher.room.leave();
  });

  it("shows a score from the update's own fields, keeping the pick count, without reading the game again", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("fields-watcher@example.com", week.id);
    const picker = await signInCookie(server.url, "fields-picker@example.com");
    expect((await post("/api/picks", picker, { gameId: game.id, winner: "HOME" })).status).toBe(200);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.totalPicks === 1, 15_000);
    // The stored row stays as it was: only the event says 14–7, so the room can have it from nowhere else.
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    events.publish(
      "game.updated",
      gameUpdated({
        ...row!,
        status: "live",
        homeScore: 14,
        awayScore: 7,
        details: { ...row!.details!, period: 2, homeLineScores: [7, 7], awayLineScores: [7, 0] },
      }),
    );
    const live = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g?.homeScore === 14 ? g : undefined;
    });
    expect(live.toJSON()).toMatchObject({
      status: "live",
      awayScore: 7,
      hasScore: true,
      period: 2,
      homeLineScores: [7, 7],
      awayLineScores: [7, 0],
      totalPicks: 1,
    });
    await watcher.room.leave();
  });

  it("shows every viewer an admin's popular flag and final score, the points refresh's cue", async () => {
    setEnvForTests({ ADMIN_EMAILS: ["admin@example.com"], LOG_LEVEL: "silent" });
    const week = await createWeek();
    const game = await createGame(week.id);
    const watcher = await joinWeek("watcher@example.com", week.id);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id));
    const admin = await signInCookie(server.url, "admin@example.com");
    expect((await post(`/api/admin/games/${game.id}/popular`, admin, { isPopular: true }, "PATCH")).status).toBe(200);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.isPopular);
    expect(
      (await post(`/api/admin/finalize/${game.id}`, admin, { finalHomeScore: 21, finalAwayScore: 17 })).status,
    ).toBe(200);
    const final = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g?.status === "final" ? g : undefined;
    });
    expect(final).toMatchObject({ homeScore: 21, awayScore: 17, hasScore: true, isPopular: true });
    expect(final.gradedAt).toBeGreaterThan(0);
    expect((await post(`/api/admin/games/${game.id}/popular`, admin, { isPopular: false }, "PATCH")).status).toBe(200);
    await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.isPopular === false || undefined);
    await watcher.room.leave();
  });

  it("moves a final game's grading time for every viewer when an admin regrades it, the score unchanged", async () => {
    setEnvForTests({ ADMIN_EMAILS: ["admin@example.com"], LOG_LEVEL: "silent" });
    const week = await createWeek();
    const game = await createGame(week.id);
    const admin = await signInCookie(server.url, "admin@example.com");
    expect(
      (await post(`/api/admin/finalize/${game.id}`, admin, { finalHomeScore: 24, finalAwayScore: 3 })).status,
    ).toBe(200);
    const watcher = await joinWeek("regrade-watcher@example.com", week.id);
    const graded = await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.gradedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(`/api/admin/regrade/${game.id}`, admin, {})).status).toBe(200);
    const regraded = await waitFor(watcher.room, () => {
      const g = watcher.room.state.games.get(game.id);
      return g && g.gradedAt > graded ? g : undefined;
    });
    expect(regraded).toMatchObject({ status: "final", homeScore: 24, awayScore: 3 });
    await watcher.room.leave();
  });

  it("moves every final game's grading time for every viewer after Regrade all", async () => {
    setEnvForTests({ ADMIN_EMAILS: ["admin@example.com"], LOG_LEVEL: "silent" });
    const week = await createWeek();
    const finals = [await createGame(week.id), await createGame(week.id)];
    const admin = await signInCookie(server.url, "admin@example.com");
    for (const game of finals)
      expect(
        (await post(`/api/admin/finalize/${game.id}`, admin, { finalHomeScore: 24, finalAwayScore: 3 })).status,
      ).toBe(200);
    const watcher = await joinWeek("season-watcher@example.com", week.id);
    // One wait at a time: a waiter that resolves removes itself while the room's listeners run.
    const graded: number[] = [];
    for (const game of finals)
      graded.push(await waitFor(watcher.room, () => watcher.room.state.games.get(game.id)?.gradedAt));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await fetch(`${server.url}/api/admin/regrade-all`, {
      method: "POST",
      headers: { origin: server.url, cookie: admin },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).trim().split("\n").at(-1)).toContain("Regrade complete!");
    for (const [i, game] of finals.entries()) {
      const moved = await waitFor(
        watcher.room,
        () => (watcher.room.state.games.get(game.id)?.gradedAt ?? 0) > graded[i]!,
      );
      expect(moved).toBe(true);
    }
    await watcher.room.leave();
  });
});
