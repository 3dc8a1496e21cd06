import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, leaguePicks } from "../../server/db/schema/index.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

/** A league with the given rules, set before a current week of three games an hour apart. */
async function cardWorld(rules: Record<string, unknown>) {
  const cast = await leagueCast("private");
  if (Object.keys(rules).length > 0) {
    const changed = await cast.owner.patch(`/api/leagues/${cast.league.id}`, rules);
    expect(changed.status).toBe(200);
  }
  const week = await createWeek();
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const first = await createGame(week.id, {
    kickoffISO: at(1),
    homeTeam: "Georgia",
    awayTeam: "Texas",
    spread: "Georgia -3.5",
  });
  const second = await createGame(week.id, {
    kickoffISO: at(2),
    homeTeam: "Ohio State",
    awayTeam: "Michigan",
    spread: "Michigan -2",
  });
  const third = await createGame(week.id, {
    kickoffISO: at(3),
    homeTeam: "Oregon",
    awayTeam: "USC",
    spread: "Oregon -10",
  });
  const card = `/api/leagues/${cast.league.id}/card`;
  return { ...cast, week, first, second, third, card };
}

describe("a league card", () => {
  it("of a league on the site's format shows the week-page picks and takes no save of its own", async () => {
    const { member, week, first, card } = await cardWorld({});
    expect((await member.post("/api/picks", { gameId: first.id, winner: "AWAY" })).status).toBe(200);
    const read = await member.get(`${card}?weekId=${week.id}`);
    expect(read.status).toBe(200);
    expect(read.body.usesGlobalPicks).toBe(true);
    expect(read.body.games.map((g: { id: string }) => g.id)).toHaveLength(3);
    expect(read.body.games[0]).toMatchObject({ id: first.id, pick: { winner: "AWAY", confidence: null } });
    const save = await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "HOME" }] });
    expect(save.status).toBe(409);
    expect(save.body).toEqual({ message: "This league plays on your picks from the week page: pick there" });
  });

  it("with confidence saves distinct values 1..N together, and refuses a bad card naming the value or game, writing nothing", async () => {
    const { member, week, first, second, third, card } = await cardWorld({ confidence: true });
    const good = await member.put(card, {
      weekId: week.id,
      picks: [
        { gameId: first.id, winner: "HOME", confidence: 3 },
        { gameId: second.id, winner: "AWAY", confidence: 1 },
        { gameId: third.id, winner: "HOME", confidence: 2 },
      ],
    });
    expect(good.status).toBe(200);
    expect(good.body.games.map((g: { pick: { confidence: number } }) => g.pick.confidence)).toEqual([3, 1, 2]);

    const outsider = await createWeek({ week: 14, label: "Week 14", isCurrent: false });
    const elsewhere = await createGame(outsider.id);
    const bad: [unknown[], number, string][] = [
      [[{ gameId: first.id, winner: "HOME", confidence: 1 }], 400, "Confidence 1 is used twice"],
      [[{ gameId: first.id, winner: "HOME", confidence: 4 }], 400, "Confidence 4 is out of range: use 1 to 3"],
      [[{ gameId: first.id, winner: "AWAY" }], 400, "Choose a confidence value for Texas at Georgia"],
      [
        [{ gameId: elsewhere.id, winner: "HOME", confidence: 1 }],
        400,
        `Game ${elsewhere.id} is not on this week's slate`,
      ],
      [
        [
          { gameId: first.id, winner: "AWAY", confidence: 1 },
          { gameId: first.id, winner: "HOME", confidence: 2 },
        ],
        400,
        "Texas at Georgia is picked twice",
      ],
    ];
    for (const [picks, status, message] of bad) {
      const response = await member.put(card, { weekId: week.id, picks });
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { message } });
    }
    // Swapping two values in one card is one save.
    const swapped = await member.put(card, {
      weekId: week.id,
      picks: [
        { gameId: first.id, winner: "HOME", confidence: 1 },
        { gameId: second.id, winner: "AWAY", confidence: 3 },
      ],
    });
    expect(swapped.status).toBe(200);
    const read = await member.get(`${card}?weekId=${week.id}`);
    expect(read.body.games.map((g: { pick: { confidence: number } }) => g.pick.confidence)).toEqual([1, 3, 2]);
  });

  it("picking straight up still shows each game's home line, so a confidence card can be ordered by it", async () => {
    const { member, week, second, card } = await cardWorld({ confidence: true });
    await db().update(games).set({ spread: null }).where(eq(games.id, second.id));
    const read = await member.get(`${card}?weekId=${week.id}`);
    expect(read.status).toBe(200);
    expect(read.body.rules).toMatchObject({ pickMode: "straight", confidence: true });
    expect(read.body.games.map((g: { line: number | null }) => g.line)).toEqual([-3.5, null, -10]);
  });

  it("has its confidence values kept distinct by the database as well as the server", async () => {
    const { member, league, week, first, second, card } = await cardWorld({ confidence: true });
    await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "HOME", confidence: 1 }] });
    const [row] = await db().select().from(leaguePicks).where(eq(leaguePicks.gameId, first.id));
    await expect(
      db()
        .insert(leaguePicks)
        .values({ ...row!, id: undefined, gameId: second.id, leagueId: league.id }),
    ).rejects.toThrow();
  });

  it("locks each game at its kickoff, and a pick sent again as it is passes after the lock", async () => {
    const { member, week, first, second, card } = await cardWorld({ pickMode: "spread" });
    expect((await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "HOME" }] })).status).toBe(
      200,
    );
    clock.advance(HOUR);
    const late = await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "AWAY" }] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "Texas at Georgia is locked" });
    const same = await member.put(card, {
      weekId: week.id,
      picks: [
        { gameId: first.id, winner: "HOME" },
        { gameId: second.id, winner: "HOME" },
      ],
    });
    expect(same.status).toBe(200);
    expect(same.body.games[0]).toMatchObject({ locked: true, pick: { winner: "HOME" } });
    expect(same.body.nextLockAt).toBe(second.kickoffISO.toISOString());
    // The countdown to that lock runs on the server's clock, which the card carries.
    expect(Math.abs(Date.parse(same.body.serverNow) - clock.now().getTime())).toBeLessThan(5_000);
  });

  it("with first_kickoff locks the whole slate at the week's first kickoff, by the server clock", async () => {
    const { member, week, third, card } = await cardWorld({ deadline: "first_kickoff", pickMode: "spread" });
    const before = await member.get(`${card}?weekId=${week.id}`);
    expect(new Set(before.body.games.map((g: { locksAt: string }) => g.locksAt)).size).toBe(1);
    clock.advance(HOUR);
    const late = await member.put(card, { weekId: week.id, picks: [{ gameId: third.id, winner: "HOME" }] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "USC at Oregon is locked" });
  });

  it("against the spread stores the home line read at save, and keeps it while the side stays", async () => {
    const { member, week, first, second, card } = await cardWorld({ pickMode: "spread" });
    const saved = await member.put(card, {
      weekId: week.id,
      picks: [
        { gameId: first.id, winner: "AWAY" },
        { gameId: second.id, winner: "HOME" },
      ],
    });
    expect(saved.body.games[0].pick).toMatchObject({ winner: "AWAY", line: -3.5 });
    expect(saved.body.games[1].pick).toMatchObject({ winner: "HOME", line: 2 });
    await db().update(games).set({ spread: "Georgia -7" }).where(eq(games.id, first.id));
    const again = await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "AWAY" }] });
    expect(again.body.games[0]).toMatchObject({ line: -7, pick: { line: -3.5 } });
    const flipped = await member.put(card, { weekId: week.id, picks: [{ gameId: first.id, winner: "HOME" }] });
    expect(flipped.body.games[0].pick).toMatchObject({ winner: "HOME", line: -7 });
    await db().update(games).set({ spread: null }).where(eq(games.id, second.id));
    const noLine = await member.put(card, { weekId: week.id, picks: [{ gameId: second.id, winner: "AWAY" }] });
    expect(noLine.status).toBe(409);
    expect(noLine.body).toEqual({ message: "Michigan at Ohio State has no line yet" });
  });

  it("with a tiebreaker saves the total for the slate's last game until it locks", async () => {
    const { member, week, third, card } = await cardWorld({ tiebreaker: true });
    const saved = await member.put(card, { weekId: week.id, picks: [], tiebreakerTotal: 48 });
    expect(saved.status).toBe(200);
    expect(saved.body.tiebreaker).toEqual({ gameId: third.id, named: false, total: 48, locked: false });
    clock.advance(3 * HOUR);
    expect((await member.put(card, { weekId: week.id, picks: [], tiebreakerTotal: 48 })).status).toBe(200);
    const late = await member.put(card, { weekId: week.id, picks: [], tiebreakerTotal: 51 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "The tiebreaker is locked" });
  });

  it("keeps the rules its week started under when the owner changes them mid-week", async () => {
    const { owner, member, league, week, card } = await cardWorld({ confidence: true });
    clock.advance(HOUR);
    expect((await owner.patch(`/api/leagues/${league.id}`, { confidence: false, pickMode: "spread" })).status).toBe(
      200,
    );
    const read = await member.get(`${card}?weekId=${week.id}`);
    expect(read.body.rules).toMatchObject({ confidence: true, pickMode: "straight" });
  });

  it("belongs to members: a private league's outsider gets its 404 and a public one's a 403", async () => {
    const { owner, outsider, league, card } = await cardWorld({ confidence: true });
    expect((await outsider.get(card)).status).toBe(404);
    expect((await owner.patch(`/api/leagues/${league.id}`, { visibility: "public" })).status).toBe(200);
    const response = await outsider.get(card);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "Only the league's members have a card" });
  });
});
