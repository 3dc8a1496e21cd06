import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { events } from "../../server/events.ts";
import { adminClient, createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;

/**
 * A confidence league (its own cards) and a league on the site's format, both holding a week of
 * two games; the owner and the member picked both, on their cards and on the week page.
 */
async function voidWorld() {
  const cast = await leagueCast("private");
  expect((await cast.owner.patch(`/api/leagues/${cast.league.id}`, { confidence: true })).status).toBe(200);
  const siteLeague = await cast.owner.post("/api/leagues", { name: "Site Format" });
  expect((await cast.member.post("/api/leagues/join", { joinCode: siteLeague.body.joinCode })).status).toBe(200);
  const admin = await adminClient();
  const week = await createWeek();
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
  const game = await createGame(week.id, { kickoffISO: at(1), homeTeam: "Georgia", awayTeam: "Texas" });
  const other = await createGame(week.id, { kickoffISO: at(2), homeTeam: "Oregon", awayTeam: "USC" });
  const base = `/api/leagues/${cast.league.id}`;
  for (const [index, player] of [cast.owner, cast.member].entries()) {
    const winner = index === 0 ? "HOME" : "AWAY";
    const picks = [
      { gameId: game.id, winner, confidence: 2 },
      { gameId: other.id, winner: "HOME", confidence: 1 },
    ];
    expect((await player.put(`${base}/card`, { weekId: week.id, picks })).status).toBe(200);
    expect((await player.post("/api/picks", { gameId: game.id, winner })).status).toBe(200);
  }
  // The first game kicks off (the week is played under the rules set before it).
  clock.advance(1.5 * HOUR);
  const finalize = async (home: number, away: number) =>
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: home, finalAwayScore: away })).status,
    ).toBe(200);
  return { ...cast, admin, siteLeagueId: siteLeague.body.id as string, week, game, other, base, finalize };
}

type Row = { league_id: string; user_id: string; reason: string; amount: number };

async function leagueRows(gameId: string) {
  const rows = rowsOf<Row>(
    await db().execute(sql`select league_id, user_id, reason, amount from points_transactions
      where source = 'league_pick' and game_id = ${gameId}::uuid order by league_id, user_id, reason`),
  );
  return rows.map((r) => `${r.league_id} ${r.user_id} ${r.reason} ${r.amount}`);
}

const siteTotals = async () =>
  rowsOf(await db().execute(sql`select user_id, points_total from user_points order by user_id`));

let published: string[] = [];
let stop = () => {};
beforeEach(() => {
  published = [];
  stop = events.subscribe("standings.changed", ({ weekId }) => published.push(`standings:${weekId}`));
});
afterEach(() => stop());

describe("an owner voiding a game for the league", () => {
  it("takes its points in that league only, leaves a void row worth 0 per pick, and restoring grades it again", async () => {
    const { owner, member, memberId, league, siteLeagueId, week, game, base, finalize } = await voidWorld();
    await finalize(31, 17);
    const graded = await leagueRows(game.id);
    const ofLeague = (rows: string[], id: string) => rows.filter((r) => r.startsWith(id));
    expect(ofLeague(graded, league.id).some((r) => r.endsWith(" confidence_correct 2"))).toBe(true);
    const totals = await siteTotals();
    published = [];

    const voided = await owner.post(`${base}/voids`, { gameId: game.id, note: "  Played in a hurricane  " });
    expect(voided.status).toBe(200);
    expect(voided.body).toEqual({
      weekId: week.id,
      games: [
        {
          gameId: game.id,
          homeTeam: "Georgia",
          awayTeam: "Texas",
          kickoffISO: expect.any(String),
          note: "Played in a hurricane",
          voidedAt: expect.any(String),
        },
      ],
    });
    const after = await leagueRows(game.id);
    // One row per pick, the right and the wrong one alike.
    expect(ofLeague(after, league.id)).toEqual(
      [league.ownerId, memberId].sort().map((userId) => `${league.id} ${userId} void 0`),
    );
    expect(ofLeague(after, siteLeagueId)).toEqual(ofLeague(graded, siteLeagueId));
    expect(await siteTotals()).toEqual(totals);
    expect(published).toEqual([`standings:${week.id}`]);

    const card = await member.get(`${base}/card?weekId=${week.id}`);
    expect(card.body.games.map((g: { id: string; voided: boolean }) => [g.id, g.voided])).toEqual([
      [game.id, true],
      [expect.any(String), false],
    ]);
    const picks = await member.get(`${base}/picks?weekId=${week.id}`);
    expect(picks.body.games[0]).toMatchObject({ id: game.id, voided: true });
    expect((await member.get(`${base}/voids?weekId=${week.id}`)).body).toEqual(voided.body);
    const audit = rowsOf(
      await db().execute(sql`select reason, amount from points_transactions
        where league_id = ${league.id}::uuid and user_id = ${memberId}::uuid and game_id = ${game.id}::uuid`),
    );
    expect(audit).toEqual([{ reason: "void", amount: 0 }]);

    const restored = await owner.delete(`${base}/voids/${game.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ weekId: week.id, games: [] });
    expect(await leagueRows(game.id)).toEqual(graded);
    expect((await member.get(`${base}/card?weekId=${week.id}`)).body.games[0].voided).toBe(false);
    const again = await owner.delete(`${base}/voids/${game.id}`);
    expect(again.body).toEqual({ weekId: week.id, games: [] });
  });

  it("before the game is final writes nothing yet; its grading then writes void rows only, and a regrade nothing new", async () => {
    const { owner, admin, league, game, base, finalize } = await voidWorld();
    expect((await owner.post(`${base}/voids`, { gameId: game.id })).body.games[0].note).toBeNull();
    expect((await leagueRows(game.id)).filter((r) => r.startsWith(league.id))).toEqual([]);
    await finalize(10, 24);
    const rows = (await leagueRows(game.id)).filter((r) => r.startsWith(league.id));
    expect(rows.map((r) => r.split(" ").slice(2).join(" "))).toEqual(["void 0", "void 0"]);
    const stamp = async () =>
      rowsOf(await db().execute(sql`select max(created_at)::text as at, count(*)::int as n from points_transactions`));
    const before = await stamp();
    clock.advance(60_000);
    expect((await admin.post(`/api/admin/regrade/${game.id}`)).status).toBe(200);
    expect(
      (await owner.post(`${base}/voids`, { gameId: game.id, note: "Changed my mind about the note" })).status,
    ).toBe(200);
    expect(await stamp()).toEqual(before);
    expect((await owner.get(`${base}/voids?weekId=${game.weekId}`)).body.games[0].note).toBe(
      "Changed my mind about the note",
    );
  });

  it("is for the league's owner and its week's slate only, with a message naming what is wrong", async () => {
    const { owner, member, league } = await leagueCast("public");
    expect((await owner.patch(`/api/leagues/${league.id}`, { slate: "ranked" })).status).toBe(200);
    const week = await createWeek();
    const base = `/api/leagues/${league.id}`;
    const unranked = await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() + 5 * HOUR),
      homeTeam: "Purdue",
      awayTeam: "Iowa",
    });
    const ranked = await createGame(week.id, {
      kickoffISO: new Date(clock.now().getTime() + 6 * HOUR),
      homeTeam: "Alabama",
      awayTeam: "Auburn",
      homeTeamRank: 4,
    });
    const cases: [unknown, number, string][] = [
      [{ gameId: unranked.id }, 409, "Iowa at Purdue is not on this league's Week 13 slate"],
      [{ gameId: "0f6a4d3c-2b19-4e87-8c65-1a2b3c4d5e6f" }, 404, "Game not found"],
      [{ gameId: "not-an-id" }, 400, "gameId must be a game's id"],
      [{ gameId: ranked.id, note: "x".repeat(201) }, 400, "note must be at most 200 characters"],
    ];
    for (const [body, status, message] of cases) {
      const response = await owner.post(`${base}/voids`, body);
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { message } });
    }
    const byMember = await member.post(`${base}/voids`, { gameId: ranked.id });
    expect(byMember.status).toBe(403);
    expect((await member.delete(`${base}/voids/${ranked.id}`)).status).toBe(403);
    expect((await owner.delete(`${base}/voids/not-a-game`)).status).toBe(404);
    expect((await owner.get(`${base}/voids?weekId=${week.id}`)).body.games).toEqual([]);
    published = [];
    expect((await owner.post(`${base}/voids`, { gameId: ranked.id })).status).toBe(200);
    expect(published).toEqual([`standings:${week.id}`]);
  });
});
