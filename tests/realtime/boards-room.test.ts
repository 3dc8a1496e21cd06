import { Client, type Room } from "@colyseus/sdk";
import { describe, expect, it } from "vitest";
import type { BoardsState } from "../../shared/realtime/boards.state.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { signInCookie } from "../support/server.ts";
import { useStandingsServer, waitFor } from "./league-room.support.ts";

const server = useStandingsServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The events the boards room bumps its version on (boards.room.ts). */
const BOARD_EVENTS = ["board.entered", "standings.changed", "game.finalized", "games.regraded", "user.deleted"];

/** How many of them this server has published, read from its /metrics. */
async function boardEventsPublished() {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => BOARD_EVENTS.some((name) => line.startsWith(`domain_events_published_total{event="${name}"}`)))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

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
    const latecomer = await playerClient("latecomer@example.com", "latecomer");
    const room = await watchBoards();
    await sleep(400); // choosing a handle moves the boards too
    const before = room.state.version;

    expect((await newcomer.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    await waitFor(room, () => room.state.version > before, 3000);
    const board = await viewer.get(`/api/leaderboard?weekId=${week.id}`);
    expect(board.body.entries.map((e: { handle: string }) => e.handle)).toContain("newcomer");

    const bumped = room.state.version;
    const published = await boardEventsPublished();
    expect((await newcomer.post("/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    expect((await newcomer.post("/api/picks", { gameId: second.id, winner: "HOME" })).status).toBe(200);
    // A pick publishes its events before it is answered: these two published nothing the boards follow.
    expect(await boardEventsPublished()).toBe(published);
    // The next bump is the latecomer's, with them on the board: none was on its way from the changes.
    expect((await latecomer.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    await waitFor(room, () => room.state.version > bumped, 3000);
    expect(room.state.version).toBe(bumped + 1);
    const after = await viewer.get(`/api/leaderboard?weekId=${week.id}`);
    expect(after.body.entries.map((e: { handle: string }) => e.handle)).toContain("latecomer");
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
