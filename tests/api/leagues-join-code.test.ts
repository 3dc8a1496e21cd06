import { describe, expect, it, vi } from "vitest";
import * as joinCodes from "../../shared/domain/join-code.ts";
import { playerClient } from "../support/fixtures.ts";
import { createLeague, leagueCast } from "../support/leagues.ts";

vi.mock("../../shared/domain/join-code.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof joinCodes>();
  return { ...actual, generateJoinCode: vi.fn(actual.generateJoinCode) };
});

const JOIN_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describe("league join codes", () => {
  it("are 10 uppercase characters without look-alikes and differ between leagues", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const codes = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const league = await createLeague(owner, { name: `League number ${i}` });
      expect(league.joinCode).toMatch(JOIN_CODE);
      codes.add(league.joinCode);
    }
    expect(codes.size).toBe(30);
  });

  it("draws again when a new code collides with another league's", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const first = await createLeague(owner, { name: "First League" });
    vi.mocked(joinCodes.generateJoinCode).mockReturnValueOnce(first.joinCode);
    const second = await createLeague(owner, { name: "Second League" });
    expect(second.joinCode).toMatch(JOIN_CODE);
    expect(second.joinCode).not.toBe(first.joinCode);
    expect((await owner.get("/api/leagues")).body.userLeagues).toHaveLength(2);

    vi.mocked(joinCodes.generateJoinCode).mockReturnValueOnce(first.joinCode);
    const rotated = await owner.post(`/api/leagues/${second.id}/join-code`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.joinCode).not.toBe(first.joinCode);
    expect(rotated.body.joinCode).toMatch(JOIN_CODE);
  });

  it("rotate: the owner gets a new code, the old one stops working everywhere and the new one works", async () => {
    const { owner, member, outsider, league } = await leagueCast("private");
    const rotated = await owner.post(`/api/leagues/${league.id}/join-code`);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ joinCode: expect.stringMatching(JOIN_CODE) });
    expect(rotated.body.joinCode).not.toBe(league.joinCode);
    expect((await owner.get(`/api/leagues/${league.id}`)).body.joinCode).toBe(rotated.body.joinCode);
    expect((await member.get(`/api/leagues/${league.id}`)).body.joinCode).toBe(rotated.body.joinCode);

    expect((await outsider.get(`/api/leagues/by-code/${league.joinCode}`)).status).toBe(404);
    expect((await outsider.post(`/api/leagues/join/${league.joinCode}`)).status).toBe(404);
    const old = await outsider.post("/api/leagues/join", { joinCode: league.joinCode });
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ message: "Invalid join code" });

    expect((await outsider.post("/api/leagues/join", { joinCode: rotated.body.joinCode })).status).toBe(200);
  });

  it("a join code never reaches a non-member: not in lists, details or invite answers", async () => {
    const { outsider, league } = await leagueCast("public");
    const texts = [
      await outsider.get("/api/leagues"),
      await outsider.get(`/api/leagues/${league.id}`),
      await outsider.get(`/api/leagues/${league.id}/members`),
      await outsider.get(`/api/leagues/by-code/${league.joinCode}`),
    ].map((r) => JSON.stringify(r.body));
    for (const text of texts) expect(text).not.toContain(league.joinCode);
  });
});
