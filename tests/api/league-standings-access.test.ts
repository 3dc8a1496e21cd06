import { describe, expect, it } from "vitest";
import { playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";

const season = (leagueId: string) => `/api/leagues/${leagueId}/standings/season`;

// The league and each viewer's membership are kept in memory for standings (visible-league.cache.ts):
// every change must reach the next request at once.
describe("league standings after a change of who may see them", () => {
  it("refuse a removed member of a private league on their very next request", async () => {
    const { owner, member, league, memberId } = await leagueCast("private");
    expect((await member.get(season(league.id))).status).toBe(200);
    expect((await member.get(season(league.id))).status).toBe(200);
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBeLessThan(300);
    const after = await member.get(season(league.id));
    expect(after.status).toBe(404);
    expect(JSON.stringify(after.body)).not.toContain("member_one");
  });

  it("refuse a non-member at once when a public league is made private, and show it again when it is public", async () => {
    const { owner, member, outsider, league } = await leagueCast("public");
    expect((await outsider.get(season(league.id))).status).toBe(200);
    expect((await member.get(season(league.id))).status).toBe(200);
    expect((await owner.patch(`/api/leagues/${league.id}`, { visibility: "private" })).status).toBe(200);
    expect((await outsider.get(season(league.id))).status).toBe(404);
    expect((await member.get(season(league.id))).status).toBe(200);
    expect((await owner.patch(`/api/leagues/${league.id}`, { visibility: "public" })).status).toBe(200);
    expect((await outsider.get(season(league.id))).status).toBe(200);
  });

  it("show a private league's standings to a player the moment they join it", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const joiner = await playerClient("joiner@example.com", "joiner_one");
    const league = await createLeague(owner, { name: "Closed Crew", visibility: "private" });
    expect((await joiner.get(season(league.id))).status).toBe(404);
    expect((await joiner.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    const after = await joiner.get(season(league.id));
    expect(after.status).toBe(200);
    expect(after.body.map((entry: { handle: string }) => entry.handle).sort()).toEqual(["joiner_one", "owner_one"]);
  });

  it("keep the viewer's email on their own row only, for a member and for a public league's outsider", async () => {
    const { member, outsider, league } = await leagueCast("public");
    for (let i = 0; i < 2; i++) {
      const seen = (await member.get(season(league.id))).body as { handle: string; email: string | null }[];
      expect(seen.map((row) => [row.handle, row.email]).sort()).toEqual([
        ["member_one", "member@example.com"],
        ["owner_one", null],
      ]);
      const outside = (await outsider.get(season(league.id))).body as { email: string | null }[];
      expect(outside.every((row) => row.email === null)).toBe(true);
    }
  });
});
