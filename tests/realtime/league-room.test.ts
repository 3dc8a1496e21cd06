import { Client } from "@colyseus/sdk";
import { describe, expect, it } from "vitest";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { joinRefusal } from "../../shared/realtime/protocol.ts";
import { PROTOCOL_VERSION, roomNames } from "../../shared/realtime/rooms.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";
import { signInCookie } from "../support/server.ts";
import { rankOf, refusal, useStandingsServer, waitFor, watchLeague } from "./league-room.support.ts";

const server = useStandingsServer();

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("the league room", () => {
  it("moves ranks on an admin's finalize, keeping the previous rank, with no email or pick in its state", async () => {
    const week = await createWeek();
    const [first, second] = [await createGame(week.id), await createGame(week.id)];
    const { owner, member, league, memberId } = await leagueCast("private");
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    expect((await member.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    expect((await owner.post("/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    expect(
      (
        await owner.post("/api/picks", {
          gameId: second.id,
          winner: "HOME",
          predHomeScore: 30,
          predAwayScore: 20,
          predOverUnder: "under",
        })
      ).status,
    ).toBe(200);
    expect((await member.post("/api/picks", { gameId: second.id, winner: "AWAY" })).status).toBe(200);
    const admin = await adminClient();
    expect(
      (await admin.post(`/api/admin/finalize/${first.id}`, { finalHomeScore: 24, finalAwayScore: 10 })).status,
    ).toBe(200);

    const room = await watchLeague(server.url, "owner@example.com", league.id);
    await waitFor(room, () => rankOf(room, "season", memberId) === 1 && rankOf(room, "week", ownerId) === 2);
    const started = performance.now();
    expect(
      (await admin.post(`/api/admin/finalize/${second.id}`, { finalHomeScore: 30, finalAwayScore: 20 })).status,
    ).toBe(200);
    await waitFor(room, () => rankOf(room, "season", ownerId) === 1 && rankOf(room, "week", ownerId) === 1, 15_000);
    const elapsed = performance.now() - started;
    console.log(`finalize → league room ranks moved after ${elapsed.toFixed(0)} ms`);

    const season = room.state.toJSON().season;
    expect(season[ownerId]).toMatchObject({ rank: 1, previousRank: 2, points: 4, name: "@owner_one" });
    expect(season[memberId]).toMatchObject({ rank: 2, previousRank: 1, points: 1, name: "@member_one" });
    expect(room.state.weekId).toBe(week.id);
    const json = JSON.stringify(room.state.toJSON());
    expect(json).not.toMatch(/@example\.com|email|HOME|AWAY|"winner"|pred|under/i);
    await room.leave();
  });

  it("puts a joiner on its week and season standings with 0 points and moves its member count on a join, a removal and an account deletion", async () => {
    const week = await createWeek();
    const owner = await playerClient("nora@example.com", "nora");
    const joiner = await playerClient("jules@example.com", "jules");
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    const joinerId = (await joiner.get("/api/auth/user")).body.id as string;
    const league = await createLeague(owner, { name: "Fresh League", visibility: "private" });
    const room = await watchLeague(server.url, "nora@example.com", league.id);
    const onBoards = (userId: string) =>
      room.state.season.get(userId)?.points === 0 && room.state.week.get(userId)?.points === 0;
    await waitFor(room, () => room.state.memberCount === 1 && onBoards(ownerId) && room.state.weekId === week.id);

    expect((await joiner.post(`/api/leagues/join/${league.joinCode}`)).status).toBe(200);
    await waitFor(room, () => room.state.memberCount === 2 && onBoards(joinerId));
    expect(room.state.season.get(joinerId)?.name).toBe("@jules");

    expect((await owner.delete(`/api/leagues/${league.id}/members/${joinerId}`)).status).toBeLessThan(300);
    await waitFor(
      room,
      () => room.state.memberCount === 1 && !room.state.season.has(joinerId) && !room.state.week.has(joinerId),
    );

    expect((await joiner.post(`/api/leagues/join/${league.joinCode}`)).status).toBe(200);
    await waitFor(room, () => room.state.memberCount === 2 && onBoards(joinerId));
    expect((await (await adminClient()).delete(`/api/admin/users/${joinerId}`)).status).toBe(200);
    await waitFor(
      room,
      () => room.state.memberCount === 1 && room.state.season.size === 1 && room.state.week.size === 1,
    );
    await room.leave();
  });

  it("puts a member whose penalty took them below 0 before a member with no pick, who has no place", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const owner = await playerClient("penny@example.com", "penny");
    const idle = await playerClient("idle@example.com", "idle");
    const created = await owner.post("/api/leagues", {
      name: "Penalty Box",
      visibility: "private",
      points: { ...defaultPointsSettings, incorrectWinner: -2 },
    });
    expect(created.status).toBe(201);
    expect((await idle.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    const idleId = (await idle.get("/api/auth/user")).body.id as string;
    expect((await owner.post("/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);

    const room = await watchLeague(server.url, "penny@example.com", created.body.id);
    await waitFor(room, () => room.state.season.size === 2 && room.state.week.size === 2);
    expect(
      (await (await adminClient()).post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 24, finalAwayScore: 10 }))
        .status,
    ).toBe(200);
    const penalised = (board: "season" | "week") => room.state[board].get(ownerId)?.points === -2;
    await waitFor(room, () => penalised("season") && penalised("week"), 15_000);
    for (const board of ["season", "week"] as const) {
      const lines = room.state.toJSON()[board];
      expect(lines[ownerId]).toMatchObject({ position: 0, rank: 1, placed: true, points: -2 });
      expect(lines[idleId]).toMatchObject({ position: 1, rank: 2, placed: false, points: 0 });
    }
    await room.leave();
  });

  it("shows the members connected to it as online, not a public league's visitors, and forgets those who leave", async () => {
    const { league, memberId, outsiderId } = await leagueCast("public");
    const member = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(member, () => member.state.online.get(memberId)?.handle === "member_one");
    const outsider = await watchLeague(server.url, "outsider@example.com", league.id);
    expect(outsider.roomId).toBe(member.roomId);
    await waitFor(outsider, () => outsider.state.leagueId === league.id && outsider.state.online.size === 1);
    expect(outsider.state.online.has(outsiderId)).toBe(false);
    await member.leave();
    await waitFor(outsider, () => outsider.state.online.size === 0);
    await outsider.leave();
  });

  it("sends a member removed from a private league out of its room, and lets them back in only as a member again", async () => {
    const { owner, league, memberId } = await leagueCast("private");
    const room = await watchLeague(server.url, "member@example.com", league.id);
    await waitFor(room, () => room.state.online.has(memberId));
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBeLessThan(300);
    expect(await left).toBe(4404);
    expect(await refusal(watchLeague(server.url, "member@example.com", league.id))).toEqual({
      code: joinRefusal.notFound,
      message: "League not found",
    });
  });

  it("refuses a private league to a non-member and an unknown league with the REST routes' 404", async () => {
    const { league } = await leagueCast("private");
    expect(await refusal(watchLeague(server.url, "outsider@example.com", league.id))).toEqual({
      code: joinRefusal.notFound,
      message: "League not found",
    });
    expect(await refusal(watchLeague(server.url, "outsider@example.com", UNKNOWN))).toEqual({
      code: joinRefusal.notFound,
      message: "League not found",
    });
    expect((await refusal(watchLeague(server.url, "member@example.com", league.id))).code).toBe(0);
  });

  it("refuses options its contract does not allow, and a join without a session", async () => {
    const { league } = await leagueCast("public");
    const cookie = await signInCookie(server.url, "member@example.com");
    const client = new Client(server.url, { headers: { cookie, origin: server.url } });
    const notAnId = await refusal(
      client.joinOrCreate(roomNames.league, { leagueId: "cast-public", protocol: PROTOCOL_VERSION }),
    );
    expect(notAnId.code).toBe(joinRefusal.invalidOptions);
    expect(notAnId.message).toMatch(/^Invalid league room options: .*leagueId must be a league id/s);
    expect((await refusal(client.joinOrCreate(roomNames.league, { protocol: PROTOCOL_VERSION }))).code).toBe(
      joinRefusal.invalidOptions,
    );
    const junk = await refusal(
      client.joinOrCreate(roomNames.league, { leagueId: league.id, userId: "someone", protocol: PROTOCOL_VERSION }),
    );
    expect(junk).toMatchObject({ code: joinRefusal.invalidOptions, message: expect.stringMatching(/userId/) });
    const anonymous = new Client(server.url, { headers: { origin: server.url } });
    expect(
      (await refusal(anonymous.joinOrCreate(roomNames.league, { leagueId: league.id, protocol: PROTOCOL_VERSION })))
        .code,
    ).toBe(joinRefusal.signInRequired);
  });
});
