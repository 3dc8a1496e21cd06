import { describe, expect, it } from "vitest";
import { createRealtime } from "../../client/src/lib/realtime.ts";
import type { ChatLine } from "../../shared/contracts/league-chat.ts";
import { leagueRoom } from "../../shared/realtime/league.contract.ts";
import type { RoomEventOf } from "../../shared/realtime/room-contract.ts";
import { playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";
import { signInCookie } from "../support/server.ts";
import { type LeagueRoomClient, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

/** Every chat event a room client receives, checked against the room contract as the app's client does. */
function listen(room: LeagueRoomClient) {
  const received: { name: string; payload: unknown }[] = [];
  for (const [name, schema] of Object.entries(leagueRoom.events ?? {})) {
    room.onMessage(name, (payload: unknown) => received.push({ name, payload: schema.parse(payload) }));
  }
  return received;
}

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for a chat event");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/**
 * Resolves once the room has answered a request from each socket: a socket's messages arrive in
 * order, so every event sent to it before the chat event that was awaited has arrived too.
 */
const caughtUp = (...rooms: LeagueRoomClient[]) => Promise.all(rooms.map((room) => room.request("clock", {})));

describe("league chat in the league room", () => {
  it("sends a message posted over HTTP, and its deletion, to members watching, never to a non-member watching a public league", async () => {
    const { owner, member, league } = await leagueCast("public");
    const ownerRoom = await watchLeague(server.url, "owner@example.com", league.id);
    const memberRoom = await watchLeague(server.url, "member@example.com", league.id);
    const outsiderRoom = await watchLeague(server.url, "outsider@example.com", league.id);
    for (const room of [ownerRoom, memberRoom, outsiderRoom]) await waitFor(room, () => room.state.memberCount === 2);
    const [toOwner, toMember, toOutsider] = [listen(ownerRoom), listen(memberRoom), listen(outsiderRoom)];

    const posted = await member.post(`/api/leagues/${league.id}/chat`, { text: "Secret plans for Saturday" });
    expect(posted.status).toBe(201);
    const line = posted.body as ChatLine;
    await until(() => toOwner.length === 1 && toMember.length === 1);
    expect(toOwner).toEqual([{ name: "chat.line", payload: line }]);
    expect(toMember).toEqual([{ name: "chat.line", payload: line }]);

    expect((await owner.delete(`/api/leagues/${league.id}/chat/${line.id}`)).status).toBe(200);
    await until(() => toOwner.length === 2 && toMember.length === 2);
    expect(toMember[1]).toEqual({ name: "chat.deleted", payload: { id: line.id } });

    await caughtUp(outsiderRoom);
    expect(toOutsider).toEqual([]);
    // Messages are events, never state.
    for (const room of [ownerRoom, outsiderRoom]) {
      expect(JSON.stringify(room.state.toJSON())).not.toContain("Secret plans");
    }
    await Promise.all([ownerRoom.leave(), memberRoom.leave(), outsiderRoom.leave()]);
  });

  it("tells only the member muted that they are muted and until when, then unmuted", async () => {
    const { owner, memberId, league } = await leagueCast("public");
    const ownerRoom = await watchLeague(server.url, "owner@example.com", league.id);
    const memberRoom = await watchLeague(server.url, "member@example.com", league.id);
    const outsiderRoom = await watchLeague(server.url, "outsider@example.com", league.id);
    for (const room of [ownerRoom, memberRoom, outsiderRoom]) await waitFor(room, () => room.state.memberCount === 2);
    const [toOwner, toMember, toOutsider] = [listen(ownerRoom), listen(memberRoom), listen(outsiderRoom)];

    const muted = await owner.post(`/api/leagues/${league.id}/mutes`, { userId: memberId });
    expect(muted.status).toBe(200);
    await until(() => toMember.length === 1);
    expect(toMember).toEqual([{ name: "chat.muted", payload: { mutedUntil: muted.body.mutedUntil } }]);
    expect((await owner.delete(`/api/leagues/${league.id}/mutes/${memberId}`)).status).toBe(200);
    await until(() => toMember.length === 2);
    expect(toMember[1]).toEqual({ name: "chat.muted", payload: { mutedUntil: null } });

    await caughtUp(ownerRoom, outsiderRoom);
    expect(toOwner).toEqual([]);
    expect(toOutsider).toEqual([]);
    await Promise.all([ownerRoom.leave(), memberRoom.leave(), outsiderRoom.leave()]);
  });

  it("stops sending to a member the moment they are removed, while they still watch the public league", async () => {
    const { owner, memberId, league } = await leagueCast("public");
    const ownerRoom = await watchLeague(server.url, "owner@example.com", league.id);
    const memberRoom = await watchLeague(server.url, "member@example.com", league.id);
    const [toOwner, toMember] = [listen(ownerRoom), listen(memberRoom)];
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBe(200);
    expect((await owner.post(`/api/leagues/${league.id}/chat`, { text: "Members only now" })).status).toBe(201);
    await until(() => toOwner.length === 1);
    await caughtUp(memberRoom);
    expect(toMember).toEqual([]);
    expect(memberRoom.connection.isOpen).toBe(true);
    await Promise.all([ownerRoom.leave(), memberRoom.leave()]);
  });

  it("sends a member-joined line to the members watching", async () => {
    const { league } = await leagueCast("private");
    const ownerRoom = await watchLeague(server.url, "owner@example.com", league.id);
    const toOwner = listen(ownerRoom);
    const newcomer = await playerClient("newcomer@example.com", "newcomer");
    expect((await newcomer.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    await until(() => toOwner.length === 1);
    expect(toOwner[0]).toMatchObject({ name: "chat.line", payload: { kind: "member_joined", name: "@newcomer" } });
    await ownerRoom.leave();
  });

  it("hands the chat's events to the client connector's sink, checked against the room contract", async () => {
    const { member, league } = await leagueCast("private");
    const cookie = await signInCookie(server.url, "owner@example.com");
    const realtime = createRealtime({
      endpoint: server.url.replace("http", "ws"),
      headers: { cookie, origin: server.url },
    });
    const received: RoomEventOf<typeof leagueRoom>[] = [];
    let connected = false;
    const live = realtime.join(
      leagueRoom,
      { leagueId: league.id },
      {
        status: (status) => {
          connected ||= status === "connected";
        },
        state: () => {},
        event: (event) => received.push(event),
      },
    );
    await until(() => connected);
    const posted = await member.post(`/api/leagues/${league.id}/chat`, { text: "Through the connector" });
    await until(() => received.length === 1);
    expect(received).toEqual([{ name: "chat.line", payload: posted.body }]);
    await member.delete(`/api/leagues/${league.id}/chat/${posted.body.id}`);
    await until(() => received.length === 2);
    expect(received[1]).toEqual({ name: "chat.deleted", payload: { id: posted.body.id } });
    await live.leave();
  });
});
