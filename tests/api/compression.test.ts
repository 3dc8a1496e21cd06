import { gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { leagueMembers, leagues, users } from "../../server/db/schema/index.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

beforeEach(() => resetBoards());

/** The answer as a browser asks for it, checked to be gzip, and its JSON. */
async function gzipped(client: TestClient, path: string) {
  const response = await client.app.request(`http://localhost${path}`, {
    headers: { cookie: client.cookie, "accept-encoding": "gzip, deflate, br, zstd" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
  return JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
}

const idOf = async (client: TestClient) => (await client.get("/api/auth/user")).body.id as string;

describe("compressed API answers", () => {
  it("sends the week's games gzip-compressed to a client that accepts gzip, and as they are to one that does not", async () => {
    const week = await createWeek();
    for (let i = 0; i < 8; i++) await createGame(week.id);
    const player = await playerClient("p1@example.com", "picker");

    const plain = await player.get("/api/weeks/current");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body.games).toHaveLength(8);

    const path = "/api/weeks/current";
    const response = await player.app.request(`http://localhost${path}`, {
      headers: { cookie: player.cookie, "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(JSON.parse(text)).toEqual({ ...plain.body, serverNow: JSON.parse(text).serverNow });
  });

  it("sends a league's season standings compressed ahead, the viewer's own row with their email, as the plain answer", async () => {
    const week = await createWeek();
    const game = await createGame(week.id, { kickoffISO: new Date(Date.now() + 3600_000) });
    const viewer = await playerClient("viewer@example.com", "viewer");
    const outsider = await playerClient("outsider@example.com", "outsider");
    const viewerId = await idOf(viewer);
    // 79 members whose ids sort before the viewer's, so at equal points the viewer's row is in a later piece.
    const others = Array.from({ length: 79 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      email: `member${i}@example.com`,
      handle: `member_${i}`,
    }));
    await db().insert(users).values(others);
    const [league] = await db()
      .insert(leagues)
      .values({ name: "Big League", slug: "big-league", ownerId: viewerId, joinCode: "BIGLEAG1", visibility: "public" })
      .returning();
    await db()
      .insert(leagueMembers)
      .values([viewerId, ...others.map((o) => o.id)].map((userId) => ({ leagueId: league!.id, userId })));
    const path = `/api/leagues/${league!.id}/standings/season`;
    type Entry = { userId: string; rank: number; email: string | null; totalPoints: number };

    const mine = (await viewer.get(path)).body as Entry[];
    expect(mine).toHaveLength(80);
    expect(mine.findIndex((e) => e.userId === viewerId)).toBe(79);
    expect(mine[79]!.email).toBe("viewer@example.com");
    expect(await gzipped(viewer, path)).toEqual(mine);
    const seen = (await outsider.get(path)).body as Entry[];
    expect(seen.every((e) => e.email === null)).toBe(true);
    expect(await gzipped(outsider, path)).toEqual(seen);

    // The viewer's graded pick takes them to the top: both answers show the board as it is now.
    expect((await viewer.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    await finalizeGame(game.id, { finalHomeScore: 31, finalAwayScore: 28 });
    const moved = (await viewer.get(path)).body as Entry[];
    expect(moved[0]).toMatchObject({ userId: viewerId, rank: 1, email: "viewer@example.com" });
    expect(await gzipped(viewer, path)).toEqual(moved);
    expect(await gzipped(outsider, path)).toEqual((await outsider.get(path)).body);
  });

  it("sends a leaderboard page compressed ahead, with the viewer's own entry on the page or beside it", async () => {
    const week = await createWeek();
    const game = await createGame(week.id, { kickoffISO: new Date(Date.now() + 3600_000) });
    const players = [];
    for (let i = 0; i < 5; i++) players.push(await playerClient(`p${i}@example.com`, `player_${i}`));
    for (const [i, player] of players.entries())
      expect((await player.post("/api/picks", { gameId: game.id, winner: i < 3 ? "HOME" : "AWAY" })).status).toBe(200);
    await finalizeGame(game.id, { finalHomeScore: 31, finalAwayScore: 28 });

    for (const path of [
      "/api/leaderboard?scope=current",
      "/api/leaderboard?scope=all&limit=2",
      "/api/leaderboard?offset=3&limit=2",
    ])
      for (const player of [players[0]!, players[4]!]) {
        const plain = (await player.get(path)).body as { me: { email: string | null } | null };
        expect(plain.me?.email).toMatch(/@example\.com$/);
        expect(await gzipped(player, path)).toEqual(plain);
      }
  });
});
