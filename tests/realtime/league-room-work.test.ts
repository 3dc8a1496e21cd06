import { Client } from "@colyseus/sdk";
import { describe, expect, it, vi } from "vitest";
import { leagueRows } from "../../server/features/standings/league-standings.sql.ts";
import type { BoardsState } from "../../shared/realtime/boards.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague } from "../support/leagues.ts";
import { signInCookie } from "../support/server.ts";
import { type LeagueRoomClient, rankOf, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

vi.mock("../../server/features/standings/league-standings.sql.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../server/features/standings/league-standings.sql.ts")>();
  return { ...actual, leagueRows: vi.fn(actual.leagueRows) };
});

const server = useStandingsServer();

const LEAGUES = 4;
const VIEWERS_PER_LEAGUE = 3;

describe("standings work per change", () => {
  it("recomputes each league's season and week standings once per finalize, however many watch", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const players = await Promise.all(
      Array.from({ length: VIEWERS_PER_LEAGUE }, (_, i) => playerClient(`p${i}@example.com`, `player_${i}`)),
    );
    const ids = await Promise.all(players.map(async (p) => (await p.get("/api/auth/user")).body.id as string));
    await Promise.all(
      players.map((p, i) => p.post("/api/picks", { gameId: game.id, winner: i === 0 ? "AWAY" : "HOME" })),
    );
    const leagues = [];
    for (let i = 0; i < LEAGUES; i++) {
      const league = await createLeague(players[0]!, {
        name: `Work League ${i}`,
        slug: `work-${i}`,
        visibility: "public",
      });
      for (const p of players.slice(1))
        expect((await p.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
      leagues.push(league);
    }
    const rooms: LeagueRoomClient[] = [];
    for (const league of leagues) {
      for (let i = 0; i < VIEWERS_PER_LEAGUE; i++)
        rooms.push(await watchLeague(server.url, `p${i}@example.com`, league.id));
    }
    await Promise.all(rooms.map((room) => waitFor(room, () => room.state.season.size === VIEWERS_PER_LEAGUE)));
    // Signing the admin up sets a handle, which is a change of its own: it happens before the count starts.
    const admin = await adminClient();
    const calls = vi.mocked(leagueRows);
    await quietFor(400, () => calls.mock.calls.length);
    calls.mockClear();

    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 21, finalAwayScore: 14 })).status,
    ).toBe(200);
    const moved = (room: LeagueRoomClient) =>
      (["season", "week"] as const).every(
        (board) => rankOf(room, board, ids[0]!) === 3 && room.state[board].get(ids[1]!)?.points === 1,
      );
    await Promise.all(rooms.map((room) => waitFor(room, () => moved(room), 15_000)));
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const league of leagues) {
      const mine = calls.mock.calls.filter(([scope]) => scope.id === league.id).map(([, weekId]) => weekId ?? "season");
      expect(mine.sort()).toEqual([week.id, "season"].sort());
    }
    expect(calls).toHaveBeenCalledTimes(LEAGUES * 2);
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it("bumps the boards room's version once per finalize, so an open Leaderboards page refetches once", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const cookie = await signInCookie(server.url, "viewer@example.com");
    const admin = await adminClient();
    const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<BoardsState>(
      roomNames.boards,
      { protocol: PROTOCOL_VERSION },
    );
    const before = await waitFor(room, () => room.state.version ?? false);
    const versions: number[] = [];
    room.onStateChange(() => versions.push(room.state.version));
    const started = performance.now();
    expect((await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 7, finalAwayScore: 3 })).status).toBe(
      200,
    );
    await waitFor(room, () => room.state.version === before + 1, 15_000);
    console.log(`finalize → boards version bumped after ${(performance.now() - started).toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new Set(versions.filter((version) => version !== before))).toEqual(new Set([before + 1]));
    expect(room.state.version).toBe(before + 1);
    await room.leave();
  });
});

/** Resolves once `count` has not moved for `ms`: the work a change started is over. */
async function quietFor(ms: number, count: () => number) {
  for (let last = -1; last !== count(); ) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}
