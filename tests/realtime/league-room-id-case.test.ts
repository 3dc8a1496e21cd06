import { describe, expect, it } from "vitest";
import { joinRefusal } from "../../shared/realtime/protocol.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";
import { type LeagueRoomClient, refusal, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

/** The code the room closed with, or "still open" after a generous bound. */
const closeCode = (room: LeagueRoomClient, boundMs = 5000) =>
  new Promise<number | "still open">((resolve) => {
    const timer = setTimeout(() => resolve("still open"), boundMs);
    room.onLeave((code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe("the league room, named with an upper-case id", () => {
  it("is the league's one room, and sends a removed member out of it", async () => {
    const { owner, league, memberId } = await leagueCast("private");
    const ownerRoom = await watchLeague(server.url, "owner@example.com", league.id);
    const memberRoom = await watchLeague(server.url, "member@example.com", league.id.toUpperCase());
    expect(memberRoom.roomId).toBe(ownerRoom.roomId);
    await waitFor(memberRoom, () => memberRoom.state.leagueId === league.id && memberRoom.state.online.has(memberId));

    const left = closeCode(memberRoom);
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBeLessThan(300);
    expect(await left).toBe(4404);
    expect(await refusal(watchLeague(server.url, "member@example.com", league.id.toUpperCase()))).toEqual({
      code: joinRefusal.notFound,
      message: "League not found",
    });
    await ownerRoom.leave();
  });

  it("closes the sockets of a player an admin deletes by their id in upper case", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const fan = await playerClient("fan@example.com", "superfan");
    const fanId = (await fan.get("/api/auth/user")).body.id as string;
    const league = await createLeague(owner, { name: "Open League", visibility: "public" });
    const room = await watchLeague(server.url, "fan@example.com", league.id.toUpperCase());
    await waitFor(room, () => room.state.leagueId === league.id);

    const left = closeCode(room);
    const admin = await adminClient();
    expect((await admin.delete(`/api/admin/users/${fanId.toUpperCase()}`)).status).toBe(200);
    expect(await left).toBe(4401);
  });
});
