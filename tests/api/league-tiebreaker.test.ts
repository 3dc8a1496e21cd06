import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { namedTiebreakerGameId } from "../../server/features/leagues/league-tiebreaker.service.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

/** A league with a tiebreaker (and the given rules) before a current week of three games an hour apart. */
async function tiebreakerWorld(rules: Record<string, unknown> = {}) {
  const cast = await leagueCast("private");
  const changed = await cast.owner.patch(`/api/leagues/${cast.league.id}`, { tiebreaker: true, ...rules });
  expect(changed.status).toBe(200);
  const week = await createWeek();
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const first = await createGame(week.id, { kickoffISO: at(1), homeTeam: "Georgia", awayTeam: "Texas" });
  const second = await createGame(week.id, { kickoffISO: at(2), homeTeam: "Ohio State", awayTeam: "Michigan" });
  const last = await createGame(week.id, { kickoffISO: at(3), homeTeam: "Oregon", awayTeam: "USC" });
  const base = `/api/leagues/${cast.league.id}`;
  return { ...cast, week, first, second, last, base };
}

describe("the owner naming a week's tiebreaker game", () => {
  it("puts the named game on every member's card instead of the last kickoff, and null brings the last kickoff back", async () => {
    const { owner, member, league, week, first, second, last, base } = await tiebreakerWorld();
    const before = await member.get(`${base}/tiebreaker?weekId=${week.id}`);
    expect(before.body).toEqual({
      weekId: week.id,
      tiebreaker: true,
      gameId: last.id,
      namedGameId: null,
      namedAt: null,
      locked: false,
    });
    expect((await member.get(`${base}/card?weekId=${week.id}`)).body.tiebreaker).toMatchObject({
      gameId: last.id,
      named: false,
    });

    const named = await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: second.id });
    expect(named.status).toBe(200);
    expect(named.body).toEqual({
      weekId: week.id,
      tiebreaker: true,
      gameId: second.id,
      namedGameId: second.id,
      namedAt: expect.any(String),
      locked: false,
    });
    expect(await namedTiebreakerGameId(league.id, week.id)).toBe(second.id);
    expect((await member.get(`${base}/tiebreaker?weekId=${week.id}`)).body).toEqual(named.body);
    expect((await member.get(`${base}/card?weekId=${week.id}`)).body.tiebreaker).toEqual({
      gameId: second.id,
      named: true,
      total: null,
      locked: false,
    });

    expect((await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id })).body.gameId).toBe(first.id);
    const cleared = await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: null });
    expect(cleared.body).toMatchObject({ gameId: last.id, namedGameId: null, namedAt: null });
    expect(await namedTiebreakerGameId(league.id, week.id)).toBeNull();
  });

  it("locks a member's total with the named game, and shows everyone's totals once it has locked", async () => {
    const { owner, member, week, first, base } = await tiebreakerWorld();
    expect((await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id })).status).toBe(200);
    const saved = await member.put(`${base}/card`, { weekId: week.id, picks: [], tiebreakerTotal: 51 });
    expect(saved.status).toBe(200);
    expect(saved.body.tiebreaker).toEqual({ gameId: first.id, named: true, total: 51, locked: false });
    const hidden = await owner.get(`${base}/picks?weekId=${week.id}`);
    expect(hidden.body.members.map((m: { tiebreakerTotal: number | null }) => m.tiebreakerTotal)).toEqual([null, null]);

    clock.advance(HOUR);
    const late = await member.put(`${base}/card`, { weekId: week.id, picks: [], tiebreakerTotal: 60 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "The tiebreaker is locked" });
    const shown = await owner.get(`${base}/picks?weekId=${week.id}`);
    expect(shown.body.members.map((m: { tiebreakerTotal: number | null }) => m.tiebreakerTotal)).toEqual([null, 51]);
  });

  it("is refused once the slate's first game locks, off the slate, without a tiebreaker and to anyone but the owner", async () => {
    const { owner, member, outsider, week, first, last, base } = await tiebreakerWorld();
    const otherWeek = await createWeek({ week: 14, label: "Week 14", isCurrent: false });
    const elsewhere = await createGame(otherWeek.id);
    const offSlate = await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: elsewhere.id });
    expect(offSlate.status).toBe(400);
    expect(offSlate.body).toEqual({ message: `Game ${elsewhere.id} is not on this league's Week 13 slate` });
    expect((await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: "nope" })).body).toEqual({
      message: "gameId must be a game's id or null",
    });
    expect((await member.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id })).status).toBe(403);
    expect((await outsider.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id })).status).toBe(404);
    expect((await outsider.get(`${base}/tiebreaker?weekId=${week.id}`)).status).toBe(404);

    expect((await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: last.id })).status).toBe(200);
    clock.advance(HOUR);
    const locked = await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ message: "The tiebreaker game is locked: Texas at Georgia has kicked off" });
    expect((await owner.get(`${base}/tiebreaker?weekId=${week.id}`)).body).toMatchObject({
      gameId: last.id,
      locked: true,
    });

    const plain = await owner.post("/api/leagues", { name: "No Tiebreaker" });
    const none = await owner.put(`/api/leagues/${plain.body.id}/tiebreaker`, { weekId: week.id, gameId: last.id });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: "This league has no tiebreaker this week" });
  });

  it("falls back to the last kickoff when the named game leaves a selected slate", async () => {
    const { owner, week, first, second, last, base } = await tiebreakerWorld({ slate: "selected" });
    const slate = (gameIds: string[]) => owner.put(`${base}/slate`, { weekId: week.id, gameIds });
    expect((await slate([first.id, second.id, last.id])).status).toBe(200);
    expect((await owner.put(`${base}/tiebreaker`, { weekId: week.id, gameId: first.id })).status).toBe(200);
    expect((await slate([second.id, last.id])).status).toBe(200);
    expect((await owner.get(`${base}/card?weekId=${week.id}`)).body.tiebreaker).toMatchObject({
      gameId: last.id,
      named: false,
    });
    expect((await owner.get(`${base}/tiebreaker?weekId=${week.id}`)).body).toMatchObject({
      gameId: last.id,
      namedGameId: first.id,
    });
  });
});
