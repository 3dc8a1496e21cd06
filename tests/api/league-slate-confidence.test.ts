import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { games } from "../../server/db/schema/index.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;
type CardGame = { id: string; pick: { winner: "HOME" | "AWAY"; confidence: number | null } | null };

/** A confidence league on a selected slate, and a current week of `count` games an hour apart. */
async function confidenceWorld(count: number, rules: Record<string, unknown> = { slate: "selected" }, rank = false) {
  const cast = await leagueCast("private");
  expect((await cast.owner.patch(`/api/leagues/${cast.league.id}`, { confidence: true, ...rules })).status).toBe(200);
  const week = await createWeek();
  const weekGames = [];
  for (let i = 0; i < count; i++) {
    const kickoffISO = new Date(clock.now().getTime() + (i + 1) * HOUR);
    weekGames.push(await createGame(week.id, { kickoffISO, homeTeamRank: rank ? i + 1 : null }));
  }
  const paths = {
    slate: `/api/leagues/${cast.league.id}/slate`,
    card: `/api/leagues/${cast.league.id}/card`,
    week: `/api/leagues/${cast.league.id}/standings/week/${week.id}`,
  };
  return { ...cast, week, games: weekGames, paths };
}

async function cardGames(player: TestClient, path: string, weekId: string): Promise<CardGame[]> {
  const card = await player.get(`${path}?weekId=${weekId}`);
  expect(card.status).toBe(200);
  return card.body.games;
}

/** The card as the member sees it, sent back whole (what autosave does). */
const resent = (shown: CardGame[]) =>
  shown.flatMap((g) => (g.pick ? [{ gameId: g.id, winner: g.pick.winner, confidence: g.pick.confidence! }] : []));

describe("a confidence card when its slate changes", () => {
  it("cut from 6 games to the two holding 5 and 6 holds 1 and 2 in the same order, saves, and grades at most 3", async () => {
    const { owner, member, week, games: six, paths } = await confidenceWorld(6);
    expect((await owner.put(paths.slate, { weekId: week.id, gameIds: six.map((g) => g.id) })).status).toBe(200);
    const ranked = await member.put(paths.card, {
      weekId: week.id,
      picks: six.map((g, i) => ({ gameId: g.id, winner: "HOME", confidence: i + 1 })),
    });
    expect(ranked.status).toBe(200);
    // The owner keeps the games holding 6 and 5 (listed in that order: the slate is by kickoff).
    const kept = [six[5]!.id, six[4]!.id];
    expect((await owner.put(paths.slate, { weekId: week.id, gameIds: kept })).status).toBe(200);

    const shown = await cardGames(member, paths.card, week.id);
    expect(shown.map((g) => [g.id, g.pick?.confidence])).toEqual([
      [six[4]!.id, 1],
      [six[5]!.id, 2],
    ]);
    const again = await member.put(paths.card, { weekId: week.id, picks: resent(shown) });
    expect({ status: again.status, body: again.status === 200 ? null : again.body }).toEqual({
      status: 200,
      body: null,
    });
    const swapped = await member.put(paths.card, {
      weekId: week.id,
      picks: [
        { gameId: six[4]!.id, winner: "HOME", confidence: 2 },
        { gameId: six[5]!.id, winner: "HOME", confidence: 1 },
      ],
    });
    expect(swapped.status).toBe(200);

    clock.advance(7 * HOUR);
    for (const game of [six[4]!, six[5]!]) await finalizeGame(game.id, { finalHomeScore: 30, finalAwayScore: 10 });
    const board = await member.get(paths.week);
    expect(board.body.find((e: { handle: string }) => e.handle === "member_one")?.points).toBe(3);
  });

  it("keeps every card a set of distinct values 1..N in its order through any cut or change, and saves it as shown", async () => {
    const { owner, member, week, paths } = await confidenceWorld(0);
    const players = [owner, member];
    const aRun = fc.integer({ min: 2, max: 7 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        cards: fc.tuple(
          ...players.map(() =>
            fc.tuple(
              fc.subarray([...Array(n).keys()]),
              fc.shuffledSubarray(
                [...Array(n).keys()].map((i) => i + 1),
                { minLength: n, maxLength: n },
              ),
            ),
          ),
        ),
        slates: fc.array(fc.subarray([...Array(n).keys()], { minLength: 1 }), { minLength: 1, maxLength: 2 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(aRun, async ({ n, cards, slates }) => {
        const made: { id: string }[] = [];
        for (let i = 0; i < n; i++) {
          made.push(await createGame(week.id, { kickoffISO: new Date(clock.now().getTime() + (i + 1) * HOUR) }));
        }
        expect((await owner.put(paths.slate, { weekId: week.id, gameIds: made.map((g) => g.id) })).status).toBe(200);
        const first = new Map<string, number>();
        for (const [at, player] of players.entries()) {
          const [picked, values] = cards[at]!;
          const saved = await player.put(paths.card, {
            weekId: week.id,
            picks: picked.map((i) => ({ gameId: made[i]!.id, winner: "AWAY", confidence: values[i]! })),
          });
          expect(saved.status).toBe(200);
          for (const i of picked) first.set(`${at} ${made[i]!.id}`, values[i]!);
        }
        for (const kept of slates) {
          const ids = kept.map((i) => made[i]!.id);
          expect((await owner.put(paths.slate, { weekId: week.id, gameIds: ids })).status).toBe(200);
          for (const [at, player] of players.entries()) {
            const shown = await cardGames(player, paths.card, week.id);
            expect(shown.map((g) => g.id).sort()).toEqual([...ids].sort());
            const held = shown.flatMap((g) =>
              g.pick ? [{ was: first.get(`${at} ${g.id}`)!, now: g.pick.confidence! }] : [],
            );
            const values = held.map((h) => h.now);
            expect(new Set(values).size).toBe(values.length);
            for (const h of held) {
              expect(h.now).toBeGreaterThanOrEqual(1);
              expect(h.now).toBeLessThanOrEqual(ids.length);
              expect(h.now).toBeLessThanOrEqual(h.was);
              for (const other of held) expect(h.now < other.now).toBe(h.was < other.was);
            }
            const again = await player.put(paths.card, { weekId: week.id, picks: resent(shown) });
            expect(again.status, JSON.stringify(again.body)).toBe(200);
          }
        }
      }),
      { numRuns: 10 },
    );
  }, 300_000);

  it("left holding a value above N by a slate that shrank without the owner (a game lost its rank) counts it as nothing, and its off-slate pick never blocks a save", async () => {
    const { owner, member, week, games: three, paths } = await confidenceWorld(3, { slate: "ranked" }, true);
    for (const player of [owner, member]) {
      const picks = three.map((g, i) => ({ gameId: g.id, winner: "HOME", confidence: i + 1 }));
      expect((await player.put(paths.card, { weekId: week.id, picks })).status).toBe(200);
    }
    // The sync stores the new poll: the first game's team is no longer ranked, so it leaves the slate.
    await db().update(games).set({ homeTeamRank: null }).where(eq(games.id, three[0]!.id));

    const shown = await cardGames(member, paths.card, week.id);
    expect(shown.map((g) => [g.id, g.pick?.confidence])).toEqual([
      [three[1]!.id, 2],
      [three[2]!.id, 3],
    ]);
    const asShown = await member.put(paths.card, { weekId: week.id, picks: resent(shown) });
    expect({ status: asShown.status, body: asShown.body }).toEqual({
      status: 400,
      body: { message: "Confidence 3 is out of range: use 1 to 2" },
    });
    // Re-ranked 1 and 2, though the pick of the game off the slate still held 1.
    const reranked = await member.put(paths.card, {
      weekId: week.id,
      picks: [
        { gameId: three[1]!.id, winner: "HOME", confidence: 1 },
        { gameId: three[2]!.id, winner: "HOME", confidence: 2 },
      ],
    });
    expect({ status: reranked.status, body: reranked.status === 200 ? null : reranked.body }).toEqual({
      status: 200,
      body: null,
    });

    clock.advance(4 * HOUR);
    for (const game of three) await finalizeGame(game.id, { finalHomeScore: 30, finalAwayScore: 10 });
    const board = (await member.get(paths.week)).body as { handle: string; points: number }[];
    // The owner did not re-rank: 2 counts, 3 (above N = 2) counts nothing; at most 3 either way.
    expect(board.map((e) => [e.handle, e.points]).sort()).toEqual([
      ["member_one", 3],
      ["owner_one", 2],
    ]);
    const ledger = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from points_transactions where source = 'league_pick' and amount > 2`),
    );
    expect(ledger).toEqual([]);
  });
});
