import { describe, expect, it } from "vitest";
import { events } from "../../server/events.ts";
import { TestClient } from "../support/client.ts";
import { playerClient } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

describe("joining", () => {
  it("joins a public league by its id, once", async () => {
    const { owner, outsider, league } = await leagueCast("public");
    const joined = await outsider.post(`/api/leagues/${league.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ leagueId: league.id, league: { id: league.id } });
    const again = await outsider.post(`/api/leagues/${league.id}/join`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You're already a member of this league" });
    expect((await owner.post(`/api/leagues/${league.id}/join`)).status).toBe(409);
    expect((await outsider.get(`/api/leagues/${league.id}`)).body.memberCount).toBe(3);
  });

  it("lets simultaneous joins of one player make one membership; the others get the 409", async () => {
    const { outsider, league } = await leagueCast("public");
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => outsider.post("/api/leagues/join", { joinCode: league.joinCode })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await outsider.get(`/api/leagues/${league.id}`)).body.memberCount).toBe(3);
  });

  it("does not let a non-member join a private league by its id (404, as if it did not exist)", async () => {
    const { outsider, league } = await leagueCast("private");
    const response = await outsider.post(`/api/leagues/${league.id}/join`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "League not found" });
  });

  it("joins by a code that is trimmed and uppercased, and refuses a second join with 409", async () => {
    const { outsider, league } = await leagueCast("private");
    const joined = await outsider.post("/api/leagues/join", { joinCode: `  ${league.joinCode.toLowerCase()}  ` });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ leagueId: league.id, league: { id: league.id } });
    const again = await outsider.post("/api/leagues/join", { joinCode: league.joinCode });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You're already a member of this league" });
  });

  it.each([{ joinCode: "" }, { joinCode: "   " }, {}, { joinCode: 42 }])(
    "answers 'Please enter a join code' for %j",
    async (body) => {
      const player = await playerClient("p@example.com", "player_one");
      const response = await player.post("/api/leagues/join", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "Please enter a join code" });
    },
  );

  it.each(["ZZZZZZZZZZ", "no!", "A".repeat(40)])(
    "answers 404 'Invalid join code' for the unknown code %j",
    async (joinCode) => {
      const player = await playerClient("p@example.com", "player_one");
      const byBody = await player.post("/api/leagues/join", { joinCode });
      expect(byBody.status).toBe(404);
      expect(byBody.body).toEqual({ message: "Invalid join code" });
      const byLink = await player.post(`/api/leagues/join/${encodeURIComponent(joinCode)}`);
      expect(byLink.status).toBe(404);
      const invite = await player.get(`/api/leagues/by-code/${encodeURIComponent(joinCode)}`);
      expect(invite.status).toBe(404);
      expect(invite.body).toEqual({ message: "Invalid join code" });
    },
  );

  it("shows the invite page's league by code and joins by the invite link", async () => {
    const { outsider, league } = await leagueCast("private");
    const invite = await outsider.get(`/api/leagues/by-code/${league.joinCode.toLowerCase()}`);
    expect(invite.status).toBe(200);
    expect(invite.body).toEqual({
      id: league.id,
      name: "Cast League",
      description: null,
      memberCount: 2,
      visibility: "private",
      seasonScope: "full_season",
      isMember: false,
      leagueType: "both",
      format: "pickem",
      lives: 1,
      pickMode: "straight",
      confidence: false,
      slate: "power5",
      deadline: "kickoff",
      tiebreaker: false,
      commissioner: { name: "@owner_one", handle: "owner_one" },
    });
    const joined = await outsider.post(`/api/leagues/join/${league.joinCode}`);
    expect(joined.body.league).toEqual({ id: league.id });
    expect((await outsider.get(`/api/leagues/by-code/${league.joinCode}`)).body).toMatchObject({
      memberCount: 3,
      isMember: true,
    });
    expect((await outsider.post(`/api/leagues/join/${league.joinCode}`)).status).toBe(409);
  });
});

describe("the invite page's league", () => {
  it("shows the pool's format and its commissioner by handle, to visitors signed in or out", async () => {
    const owner = new TestClient();
    await owner.signIn("jordan.oneil@example.com", { firstName: "Jordan", lastName: "O'Neil" });
    await owner.patch("/api/auth/set-handle", { handle: "jordan_o", termsAccepted: true });
    const pool = await owner.post("/api/leagues", {
      name: "Spread Pool",
      visibility: "private",
      pickMode: "spread",
      confidence: true,
      slate: "ranked",
      deadline: "first_kickoff",
      tiebreaker: true,
    });
    const survivor = await owner.post("/api/leagues", {
      name: "Last One Standing",
      visibility: "private",
      format: "survivor",
      lives: 2,
    });
    const outsider = await playerClient("outsider@example.com", "outsider_one");
    for (const visitor of [outsider, new TestClient()]) {
      const invite = await visitor.get(`/api/leagues/by-code/${pool.body.joinCode}`);
      expect(invite.status).toBe(200);
      expect(invite.body).toMatchObject({
        format: "pickem",
        leagueType: "picks_only",
        pickMode: "spread",
        confidence: true,
        slate: "ranked",
        deadline: "first_kickoff",
        tiebreaker: true,
        commissioner: { name: "@jordan_o", handle: "jordan_o" },
      });
      const other = await visitor.get(`/api/leagues/by-code/${survivor.body.joinCode}`);
      expect(other.body).toMatchObject({ format: "survivor", lives: 2, commissioner: { handle: "jordan_o" } });
      for (const body of [invite.body, other.body]) {
        expect(JSON.stringify(body)).not.toMatch(/example\.com|jordan\.oneil|O'Neil/);
      }
    }
  });
});

describe("removing members", () => {
  it("lets the owner remove a member, who loses access and can rejoin by code or link", async () => {
    const { owner, member, league, memberId } = await leagueCast("private");
    const removed = await owner.delete(`/api/leagues/${league.id}/members/${memberId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "Member removed" });
    expect((await owner.get(`/api/leagues/${league.id}/members`)).body).toHaveLength(1);
    expect((await member.get(`/api/leagues/${league.id}`)).status).toBe(404);
    expect((await member.get("/api/leagues")).body.userLeagues).toEqual([]);
    const again = await owner.delete(`/api/leagues/${league.id}/members/${memberId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "Member not found" });

    expect((await member.post(`/api/leagues/join/${league.joinCode}`)).status).toBe(200);
    const members = (await owner.get(`/api/leagues/${league.id}/members`)).body;
    expect(members).toEqual([
      expect.objectContaining({ role: "owner" }),
      expect.objectContaining({ userId: memberId, role: "member" }),
    ]);
    await owner.delete(`/api/leagues/${league.id}/members/${memberId}`);
    expect((await member.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
  });

  it("lets a removed member of a public league rejoin by its id", async () => {
    const { owner, member, league, memberId } = await leagueCast("public");
    await owner.delete(`/api/leagues/${league.id}/members/${memberId}`);
    expect((await member.post(`/api/leagues/${league.id}/join`)).status).toBe(200);
  });

  it("never removes the owner", async () => {
    const { owner, member, league } = await leagueCast("public");
    const self = await owner.delete(`/api/leagues/${league.id}/members/${league.ownerId}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: "The league owner cannot be removed" });
    const byMember = await member.delete(`/api/leagues/${league.id}/members/${league.ownerId}`);
    expect(byMember.status).toBe(403);
    expect((await owner.get(`/api/leagues/${league.id}`)).body.memberCount).toBe(2);
  });

  it("answers 404 for a user who is not a member or a malformed user id", async () => {
    const { owner, league, outsiderId } = await leagueCast("public");
    for (const userId of [outsiderId, "nope"]) {
      const response = await owner.delete(`/api/leagues/${league.id}/members/${userId}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "Member not found" });
    }
  });

  it("announces every membership change to its league only (league.members.changed) and a league type change (standings.changed)", async () => {
    const seen: string[] = [];
    const off = [
      events.subscribe("league.members.changed", ({ leagueId }) => seen.push(`members:${leagueId}`)),
      events.subscribe("standings.changed", () => seen.push("standings")),
    ];
    try {
      const { owner, outsider, league, outsiderId } = await leagueCast("public");
      // Setting up three handles moved the boards three times; the league's own changes follow.
      expect(seen.filter((e) => e !== "standings")).toEqual([`members:${league.id}`, `members:${league.id}`]);
      seen.length = 0;
      await outsider.post(`/api/leagues/${league.id}/join`);
      await owner.delete(`/api/leagues/${league.id}/members/${outsiderId}`);
      expect(seen).toEqual([`members:${league.id}`, `members:${league.id}`]);
      seen.length = 0;
      await outsider.post(`/api/leagues/${league.id}/join`);
      await outsider.post(`/api/leagues/${league.id}/join`); // 409: nothing changed
      expect(seen).toEqual([`members:${league.id}`]);
      seen.length = 0;
      await owner.patch(`/api/leagues/${league.id}`, { name: "Same Type Name" });
      expect(seen).toEqual([]);
      await owner.patch(`/api/leagues/${league.id}`, { leagueType: "picks_only" });
      expect(seen).toEqual(["standings"]);
    } finally {
      for (const unsubscribe of off) unsubscribe();
    }
  });
});
