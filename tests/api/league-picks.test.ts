import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

async function pickWorld(rules: Record<string, unknown>) {
  const cast = await leagueCast("private");
  if (Object.keys(rules).length > 0) {
    expect((await cast.owner.patch(`/api/leagues/${cast.league.id}`, rules)).status).toBe(200);
  }
  const week = await createWeek();
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const first = await createGame(week.id, { kickoffISO: at(1), homeTeam: "Georgia", awayTeam: "Texas" });
  const last = await createGame(week.id, { kickoffISO: at(2), homeTeam: "Oregon", awayTeam: "USC" });
  const base = `/api/leagues/${cast.league.id}`;
  return { ...cast, week, first, last, base };
}

describe("a league's picks of a week", () => {
  it("show each member's pick of a game once it locks, and none of an open game", async () => {
    const { owner, member, outsider, week, first, last, base } = await pickWorld({
      confidence: true,
      tiebreaker: true,
    });
    for (const [client, side] of [
      [owner, "HOME"],
      [member, "AWAY"],
    ] as const) {
      const saved = await client.put(`${base}/card`, {
        weekId: week.id,
        picks: [
          { gameId: first.id, winner: side, confidence: 2 },
          { gameId: last.id, winner: side, confidence: 1 },
        ],
        tiebreakerTotal: 50,
      });
      expect(saved.status).toBe(200);
    }
    const before = await member.get(`${base}/picks?weekId=${week.id}`);
    expect(before.status).toBe(200);
    expect(before.body.members.map((m: { picks: unknown[] }) => m.picks)).toEqual([[], []]);
    expect(JSON.stringify(before.body)).not.toContain("HOME");

    clock.advance(HOUR);
    const during = await member.get(`${base}/picks?weekId=${week.id}`);
    expect(during.body.games.map((g: { locked: boolean }) => g.locked)).toEqual([true, false]);
    expect(during.body.members).toEqual([
      expect.objectContaining({
        handle: "owner_one",
        picks: [{ gameId: first.id, winner: "HOME", confidence: 2 }],
        tiebreakerTotal: null,
      }),
      expect.objectContaining({
        handle: "member_one",
        picks: [{ gameId: first.id, winner: "AWAY", confidence: 2 }],
        tiebreakerTotal: null,
      }),
    ]);
    clock.advance(HOUR);
    const after = await member.get(`${base}/picks?weekId=${week.id}`);
    expect(after.body.members[0]).toMatchObject({ tiebreakerTotal: 50 });
    expect(after.body.members[0].picks).toHaveLength(2);
    expect((await outsider.get(`${base}/picks?weekId=${week.id}`)).status).toBe(404);
  });

  it("of a league on the site's format are the week page's picks, once locked", async () => {
    const { member, week, first, base } = await pickWorld({});
    expect((await member.post("/api/picks", { gameId: first.id, winner: "HOME" })).status).toBe(200);
    clock.advance(HOUR);
    const read = await member.get(`${base}/picks?weekId=${week.id}`);
    expect(read.body.members[1]).toMatchObject({
      handle: "member_one",
      picks: [{ gameId: first.id, winner: "HOME", confidence: null }],
    });
  });
});

describe("the owner's list of missing cards", () => {
  it("names the members who have not picked every game locking next, and nothing of what anyone picked", async () => {
    const { owner, member, week, first, last, base } = await pickWorld({ deadline: "first_kickoff", tiebreaker: true });
    const everyone = await owner.get(`${base}/missing-cards`);
    expect(everyone.status).toBe(200);
    expect(everyone.body).toEqual({
      weekId: week.id,
      nextLockAt: first.kickoffISO.toISOString(),
      missing: [
        { userId: expect.any(String), handle: "owner_one", firstName: null, lastName: null },
        { userId: expect.any(String), handle: "member_one", firstName: null, lastName: null },
      ],
    });
    const picked = await member.put(`${base}/card`, {
      weekId: week.id,
      picks: [
        { gameId: first.id, winner: "HOME" },
        { gameId: last.id, winner: "AWAY" },
      ],
    });
    expect(picked.status).toBe(200);
    // The tiebreaker locks with the slate, so a card without it is not filled.
    expect((await owner.get(`${base}/missing-cards`)).body.missing.map((m: { handle: string }) => m.handle)).toEqual([
      "owner_one",
      "member_one",
    ]);
    expect((await member.put(`${base}/card`, { weekId: week.id, picks: [], tiebreakerTotal: 44 })).status).toBe(200);
    expect((await owner.get(`${base}/missing-cards`)).body.missing.map((m: { handle: string }) => m.handle)).toEqual([
      "owner_one",
    ]);
    const refused = await member.get(`${base}/missing-cards`);
    expect(refused.status).toBe(403);
  });
});
