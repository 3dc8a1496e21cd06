import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";

const JOIN_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describe("creating a league", () => {
  it("creates the league with its owner as the one member, deriving the slug from the name", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const response = await owner.post("/api/leagues", { name: "Roll Tide! (2025) Crew", description: "  Bama fans  " });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Roll Tide! (2025) Crew",
      slug: "roll-tide-2025-crew",
      description: "Bama fans",
      visibility: "public",
      seasonScope: "full_season",
      leagueType: "both",
      memberCount: 1,
      isMember: true,
      isOwner: true,
    });
    expect(response.body.joinCode).toMatch(JOIN_CODE);
    const members = await owner.get(`/api/leagues/${response.body.id}/members`);
    expect(members.body).toEqual([
      expect.objectContaining({
        role: "owner",
        user: expect.objectContaining({ handle: "owner_one", email: "owner@example.com" }),
      }),
    ]);
  });

  it("makes the league private with isPrivate, and visibility wins when both are sent", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    expect(
      (await createLeague(owner, { name: "Secret Squad", visibility: undefined, isPrivate: true })).visibility,
    ).toBe("private");
    const both = await owner.post("/api/leagues", { name: "Open Squad", isPrivate: true, visibility: "public" });
    expect(both.body.visibility).toBe("public");
    const scoped = await owner.post("/api/leagues", {
      name: "Late Squad",
      seasonScope: "from_creation",
      leagueType: "picks_only",
    });
    expect(scoped.body).toMatchObject({ seasonScope: "from_creation", leagueType: "picks_only" });
  });

  it.each([
    [{ name: "ab" }, "League name must be at least 3 characters"],
    [{ name: "x".repeat(51) }, "League name must be at most 50 characters"],
    [{ name: "Good Name", slug: "ab" }, "League URL must be at least 3 characters"],
    [{ name: "Good Name", slug: "y".repeat(51) }, "League URL must be at most 50 characters"],
    [{ name: "Good Name", slug: "Bad Slug!" }, "League URL can only contain lowercase letters, numbers, and hyphens"],
    [{ name: "!!! ?? !!!" }, "League URL must be at least 3 characters"],
    [{ name: "Good Name", description: "d".repeat(501) }, "Description must be at most 500 characters"],
    [{ name: "Good Name", visibility: "secret" }, "Visibility must be public or private"],
    [{ name: "Good Name", seasonScope: "forever" }, "Season scope must be full_season or from_creation"],
    [{ name: "Good Name", leagueType: "poker" }, "League type must be both, picks_only or trivia_only"],
  ])("refuses %j with %j", async (body, message) => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const response = await owner.post("/api/leagues", body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await owner.get("/api/leagues")).body.userLeagues).toEqual([]);
  });

  it("accepts the limits exactly: 3 and 50 characters, a 500-character description", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const short = await owner.post("/api/leagues", { name: "abc" });
    expect(short.status).toBe(201);
    const long = await owner.post("/api/leagues", {
      name: "n".repeat(50),
      slug: "s".repeat(50),
      description: "d".repeat(500),
    });
    expect(long.status).toBe(201);
  });

  it("answers 409 with a message when the slug is taken, whatever its case", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    await createLeague(owner, { name: "Saturday Crew" });
    const again = await owner.post("/api/leagues", { name: "Saturday  Crew!" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "That league URL is already taken" });
    expect((await owner.get("/api/leagues")).body.userLeagues).toHaveLength(1);
  });

  it("gives a slug to one of several simultaneous creates; the others get the 409", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => owner.post("/api/leagues", { name: "Race Day" })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await owner.get("/api/leagues")).body.userLeagues).toHaveLength(1);
  });

  it("refuses malformed JSON with 400", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const response = await owner.post("/api/leagues", "{not json");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Malformed JSON body" });
  });
});

describe("listing leagues", () => {
  it("lists the caller's leagues and, in Discover, public leagues the caller is not in, each with its member count", async () => {
    const { owner, member, outsider, league } = await leagueCast("public");
    const hidden = await createLeague(owner, { name: "Hidden Ones", visibility: "private" });
    const list = await outsider.get("/api/leagues");
    expect(list.status).toBe(200);
    expect(list.body.userLeagues).toEqual([]);
    expect(list.body.publicLeagues).toEqual([expect.objectContaining({ id: league.id, memberCount: 2 })]);
    expect(JSON.stringify(list.body)).not.toContain(hidden.id);
    expect(JSON.stringify(list.body)).not.toContain("joinCode");
    const mine = await member.get("/api/leagues");
    expect(mine.body.userLeagues).toEqual([expect.objectContaining({ id: league.id, memberCount: 2 })]);
    expect(mine.body.publicLeagues).toEqual([]);
  });

  it("lists Discover newest first, at most 100 leagues", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const viewer = await playerClient("viewer@example.com", "viewer_one");
    for (let i = 1; i <= 101; i++) {
      await createLeague(owner, { name: `Public League ${i}` });
      clock.advance(1_000);
    }
    const discover = (await viewer.get("/api/leagues")).body.publicLeagues;
    expect(discover).toHaveLength(100);
    expect(discover[0].name).toBe("Public League 101");
    expect(discover[99].name).toBe("Public League 2");
  });
});

describe("a league's detail and settings", () => {
  it("shows the join code to members only", async () => {
    const { member, outsider, league } = await leagueCast("public");
    const seen = await member.get(`/api/leagues/${league.id}`);
    expect(seen.body).toMatchObject({
      id: league.id,
      isMember: true,
      isOwner: false,
      joinCode: league.joinCode,
      memberCount: 2,
    });
    const stranger = await outsider.get(`/api/leagues/${league.id}`);
    expect(stranger.body).toMatchObject({ id: league.id, isMember: false, isOwner: false, joinCode: null });
  });

  it("lets the owner change name, description, visibility and league type", async () => {
    const { owner, outsider, league } = await leagueCast("public");
    const response = await owner.patch(`/api/leagues/${league.id}`, {
      name: "  Renamed League ",
      description: "",
      visibility: "private",
      leagueType: "trivia_only",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "Renamed League",
      description: null,
      visibility: "private",
      leagueType: "trivia_only",
    });
    expect(response.body.slug).toBe(league.slug);
    expect((await outsider.get(`/api/leagues/${league.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: "   " }, "League name must be at least 3 characters"],
    [{ visibility: "hidden" }, "Visibility must be public or private"],
    [{ leagueType: "all" }, "League type must be both, picks_only or trivia_only"],
    [{ description: "d".repeat(501) }, "Description must be at most 500 characters"],
  ])("refuses the settings %j with %j", async (body, message) => {
    const { owner, league } = await leagueCast("public");
    const response = await owner.patch(`/api/leagues/${league.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it("lists members with the caller's own email only", async () => {
    const { member, league } = await leagueCast("private");
    const response = await member.get(`/api/leagues/${league.id}/members`);
    expect(response.body.map((m: { role: string }) => m.role)).toEqual(["owner", "member"]);
    expect(response.body[0].user).toEqual({ handle: "owner_one", email: null, firstName: null, lastName: null });
    expect(response.body[1].user.email).toBe("member@example.com");
    expect(JSON.stringify(response.body)).not.toContain("owner@example.com");
  });

  it("resolves a slug to the id, case-insensitively, and hides private leagues from non-members", async () => {
    const { member, outsider, league } = await leagueCast("private");
    expect((await member.get(`/api/leagues/slug/CAST-PRIVATE`)).body).toEqual({ id: league.id });
    const hidden = await outsider.get(`/api/leagues/slug/cast-private`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: "League not found" });
    const pub = await leagueCast2();
    expect((await pub.outsider.get(`/api/leagues/slug/${pub.league.slug}`)).body).toEqual({ id: pub.league.id });
  });

  it.each(["/api/leagues/not-a-uuid", "/api/leagues/123/members", "/api/leagues/00000000-0000-0000-0000-000000000000"])(
    "answers 404 for the malformed or unknown id %s",
    async (path) => {
      const player = await playerClient("p@example.com", "player_one");
      const response = await player.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "League not found" });
    },
  );
});

async function leagueCast2() {
  const owner = await playerClient("owner2@example.com", "owner_two");
  const outsider = await playerClient("outsider2@example.com", "outsider_two");
  return { owner, outsider, league: await createLeague(owner, { name: "Open League", visibility: "public" }) };
}
