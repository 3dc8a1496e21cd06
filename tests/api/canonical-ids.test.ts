import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetCurrentWeek } from "../../server/features/leaderboard/current-week.ts";
import {
  boardCacheContents,
  flushPickRefresh,
  resetBoards,
  setBoardCacheBytes,
} from "../../server/features/standings/standings.cache.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

beforeEach(() => {
  resetBoards();
  forgetCurrentWeek();
});
afterEach(() => setBoardCacheBytes());

/** A week id with many letters, so it has many spellings. */
const LETTERY_ID = "abcdefab-cdef-4abc-8def-abcdefabcdef";

/** The n-th spelling of an id: bit i of n upper-cases its i-th letter. */
function spelling(id: string, n: number): string {
  let letter = 0;
  return [...id].map((ch) => (/[a-f]/.test(ch) && (n >> letter++) & 1 ? ch.toUpperCase() : ch)).join("");
}

const upperCaseIds = (path: string) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => id.toUpperCase());
const withoutClock = (body: unknown) =>
  JSON.parse(JSON.stringify(body).replace(/"serverNow":"[^"]*"/g, '"serverNow":""'));

describe("ids in any letter case", () => {
  it("serve one cached leaderboard for 88 spellings of one week id", async () => {
    const week = await createWeek({ id: LETTERY_ID, isCurrent: false });
    const game = await createGame(week.id);
    const fan = await playerClient("fan@example.com", "superfan");
    expect((await fan.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    flushPickRefresh();

    const bodies = new Set<string>();
    for (let n = 1; n <= 88; n++) {
      const response = await fan.get(`/api/leaderboard?weekId=${spelling(week.id, n)}`);
      expect(response.status).toBe(200);
      bodies.add(JSON.stringify(response.body));
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ total: 1, entries: [{ handle: "superfan" }] });
    expect(boardCacheContents().keys).toEqual([`global:week:${LETTERY_ID}`]);
  });

  it("keep cached boards within their byte bound, dropping the least recently used", async () => {
    const fan = await playerClient("fan@example.com", "superfan");
    const weekIds: string[] = [];
    for (const n of [1, 2, 3]) {
      const week = await createWeek({ week: n, label: `Week ${n}`, isCurrent: false });
      expect((await fan.post("/api/picks", { gameId: (await createGame(week.id)).id, winner: "HOME" })).status).toBe(
        200,
      );
      weekIds.push(week.id);
    }
    flushPickRefresh();
    expect((await fan.get(`/api/leaderboard?weekId=${weekIds[0]}`)).status).toBe(200);
    const oneBoard = boardCacheContents().bytes;
    expect(oneBoard).toBeGreaterThan(0);

    setBoardCacheBytes(Math.floor(oneBoard * 2.5));
    for (const weekId of weekIds.slice(1))
      expect((await fan.get(`/api/leaderboard?weekId=${weekId}`)).status).toBe(200);
    expect(boardCacheContents().keys).toEqual(weekIds.slice(1).map((id) => `global:week:${id}`));
    expect(boardCacheContents().bytes).toBeLessThanOrEqual(oneBoard * 2.5);
    const again = await fan.get(`/api/leaderboard?weekId=${weekIds[0]}`);
    expect(again.body).toMatchObject({ total: 1, entries: [{ handle: "superfan" }] });
  });

  it("do not let an admin delete their own account", async () => {
    const admin = await adminClient();
    const adminId = (await admin.get("/api/auth/user")).body.id as string;
    const lower = await admin.delete(`/api/admin/users/${adminId}`);
    const upper = await admin.delete(`/api/admin/users/${adminId.toUpperCase()}`);
    expect(lower).toMatchObject({ status: 400, body: { message: "You cannot delete your own account here" } });
    expect(upper).toMatchObject({ status: lower.status, body: lower.body });
    expect((await admin.get("/api/auth/user")).status).toBe(200);
  });

  it("end a deleted player's session at once when the admin names them in upper case", async () => {
    const admin = await adminClient();
    const fan = await playerClient("fan@example.com", "superfan");
    const fanId = (await fan.get("/api/auth/user")).body.id as string;
    expect((await fan.get("/api/auth/user")).status).toBe(200); // the session is now cached
    expect((await admin.delete(`/api/admin/users/${fanId.toUpperCase()}`)).status).toBe(200);
    expect((await fan.get("/api/auth/user")).status).toBe(401);
    expect((await admin.delete(`/api/admin/users/${fanId}`)).status).toBe(404);
  });

  it("reach the same rows through every route as their lower-case spelling", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const { owner, member, outsider, league, memberId } = await leagueCast("private");
    expect((await member.post("/api/picks", { gameId: game.id.toUpperCase(), winner: "HOME" })).body).toMatchObject({
      gameId: game.id,
    });
    expect((await member.get("/api/me/picks")).body).toEqual([
      expect.objectContaining({ gameId: game.id, winner: "HOME" }),
    ]);
    flushPickRefresh();

    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    const reads = [
      `/api/leagues/${league.id}`,
      `/api/leagues/${league.id}/members`,
      `/api/leagues/${league.id}/standings/season`,
      `/api/leagues/${league.id}/standings/week/${week.id}`,
      `/api/leagues/${league.id}/trivia/race`,
      `/api/users/${memberId}/picks/current?weekId=${week.id}`,
    ];
    for (const path of reads) {
      const [lower, upper] = [await member.get(path), await member.get(upperCaseIds(path))];
      expect(lower.status).toBe(200);
      expect({ path, status: upper.status, body: withoutClock(upper.body) }).toEqual({
        path,
        status: lower.status,
        body: withoutClock(lower.body),
      });
    }
    // Their own picks before kickoff: only the owner of the id sees them.
    expect((await member.get(upperCaseIds(`/api/users/${memberId}/picks/current`))).body).toEqual([
      expect.objectContaining({ gameId: game.id }),
    ]);
    expect((await outsider.get(`/api/leagues/${league.id.toUpperCase()}/standings/season`)).status).toBe(404);

    const removeOwner = (id: string) => owner.delete(`/api/leagues/${league.id}/members/${id}`);
    const [lower, upper] = [await removeOwner(ownerId), await removeOwner(ownerId.toUpperCase())];
    expect(lower.status).toBe(400);
    expect(upper).toMatchObject({ status: lower.status, body: lower.body });
    expect((await owner.get(`/api/leagues/${league.id}/standings/season`)).status).toBe(200);
    expect(
      (await owner.delete(`/api/leagues/${league.id.toUpperCase()}/members/${memberId.toUpperCase()}`)).status,
    ).toBeLessThan(300);
    expect((await member.get(`/api/leagues/${league.id}/standings/season`)).status).toBe(404);
  });
});
