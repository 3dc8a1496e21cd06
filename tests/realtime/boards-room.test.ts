import { Client, type Room } from "@colyseus/sdk";
import { describe, expect, it } from "vitest";
import type { BoardsState } from "../../shared/realtime/boards.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { signInCookie } from "../support/server.ts";
import { useStandingsServer, waitFor } from "./league-room.support.ts";

const server = useStandingsServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function watchBoards(): Promise<Room<unknown, BoardsState>> {
  const cookie = await signInCookie(server.url, "board-viewer@example.com");
  const room = await new Client(server.url, { headers: { cookie, origin: server.url } }).joinOrCreate<BoardsState>(
    roomNames.boards,
    { protocol: PROTOCOL_VERSION },
  );
  await waitFor(room, () => room.state.version ?? false);
  return room;
}

describe("the boards room and first picks", () => {
  it("moves open boards when a player's first pick of the week puts them on it, and not when a pick is changed", async () => {
    const week = await createWeek();
    const [first, second] = [await createGame(week.id), await createGame(week.id)];
    const viewer = await playerClient("board-reader@example.com", "reader");
    const newcomer = await playerClient("newcomer@example.com", "newcomer");
    const room = await watchBoards();
    await sleep(400); // choosing a handle moves the boards too
    const before = room.state.version;

    expect((await newcomer.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    await waitFor(room, () => room.state.version > before, 3000);
    const board = await viewer.get(`/api/leaderboard?weekId=${week.id}`);
    expect(board.body.entries.map((e: { handle: string }) => e.handle)).toContain("newcomer");

    const bumped = room.state.version;
    expect((await newcomer.post("/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    expect((await newcomer.post("/api/picks", { gameId: second.id, winner: "HOME" })).status).toBe(200);
    await sleep(1800);
    expect(room.state.version).toBe(bumped);
    await room.leave();
  });

  it("moves the boards once for a burst of newcomers, with every one of them on the board it refetches", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const viewer = await playerClient("burst-reader@example.com", "burstreader");
    const players = await Promise.all(
      Array.from({ length: 6 }, (_, i) => playerClient(`burst${i}@example.com`, `burst${i}`)),
    );
    const room = await watchBoards();
    await sleep(400); // choosing a handle moves the boards too
    const before = room.state.version;
    const versions: number[] = [];
    room.onStateChange(() => versions.push(room.state.version));

    await Promise.all(players.map((p) => p.post("/api/picks", { gameId: game.id, winner: "HOME" })));
    await waitFor(room, () => room.state.version > before, 3000);
    const handles = (await viewer.get(`/api/leaderboard?weekId=${week.id}`)).body.entries.map(
      (e: { handle: string }) => e.handle,
    );
    expect(handles).toEqual(expect.arrayContaining(players.map((_, i) => `burst${i}`)));
    await sleep(1500);
    expect(new Set(versions.filter((v) => v !== before))).toEqual(new Set([before + 1]));
    await room.leave();
  });
});
