import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { games, leaguePicks, leagueVoidedGames, picks } from "../../server/db/schema/index.ts";
import { leagueWeek } from "../../server/features/leagues/league-week.service.ts";
import { type LeagueRules, playsOnGlobalPicks } from "../../shared/domain/league-rules.ts";
import { gradeLeaguePick } from "../../shared/domain/league-scoring.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import type { TestClient } from "../support/client.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

const HOUR = 3_600_000;
type LeagueInfo = { id: string; rules: LeagueRules; leagueType: string };

const FORMATS: Record<string, Record<string, unknown>> = {
  site: { points: { ...defaultPointsSettings, correctWinner: 3, upsetBonus: 5 } },
  confidence: { confidence: true },
  spread: { pickMode: "spread" },
  spreadConfidence: { pickMode: "spread", confidence: true },
  ranked: { slate: "ranked", confidence: true },
  triviaOnly: { leagueType: "trivia_only", confidence: true },
};

/** Six leagues, one per format, with an owner and two members who all filled their cards and week picks. */
async function gradingWorld() {
  const admin = await adminClient();
  const players = [
    await playerClient("one@example.com", "player_one"),
    await playerClient("two@example.com", "player_two"),
    await playerClient("three@example.com", "player_three"),
  ];
  const [owner, ...members] = players as [TestClient, TestClient, TestClient];
  const leagues: Record<string, LeagueInfo> = {};
  for (const [name, rules] of Object.entries(FORMATS)) {
    const created = await owner.post("/api/leagues", { name: `League ${name}`, ...rules });
    expect(created.status).toBe(201);
    for (const member of members) {
      expect((await member.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    }
    const { pickMode, confidence, slate, deadline, tiebreaker, points } = created.body;
    leagues[name] = {
      id: created.body.id,
      rules: { pickMode, confidence, slate, deadline, tiebreaker, points },
      leagueType: created.body.leagueType,
    };
  }
  const week = await createWeek();
  const game = await createGame(week.id, {
    kickoffISO: new Date(clock.now().getTime() + HOUR),
    homeTeam: "Georgia",
    awayTeam: "Texas",
    spread: "Georgia -3.5",
    overUnder: "52.5",
    homeTeamRank: 5,
  });
  const other = await createGame(week.id, {
    kickoffISO: new Date(clock.now().getTime() + 2 * HOUR),
    spread: "Texas -1",
  });
  for (const [index, player] of players.entries()) {
    const side = index % 2 === 0 ? "HOME" : "AWAY";
    const pick = await player.post("/api/picks", {
      gameId: game.id,
      winner: side,
      predHomeScore: side === "HOME" ? 31 : 20,
      predAwayScore: side === "HOME" ? 17 : 24,
      predOverUnder: index === 1 ? "under" : "over",
    });
    expect(pick.status).toBe(200);
    for (const league of Object.values(leagues)) {
      if (playsOnGlobalPicks(league.rules) || league.leagueType === "trivia_only") continue;
      const card = await player.get(`/api/leagues/${league.id}/card?weekId=${week.id}`);
      const onSlate = card.body.games.map((g: { id: string }) => g.id);
      const cardPicks = onSlate.map((gameId: string, at: number) => ({
        gameId,
        winner: at === 0 ? side : "HOME",
        ...(league.rules.confidence ? { confidence: index % 2 === 0 ? at + 1 : onSlate.length - at } : {}),
      }));
      const saved = await player.put(`/api/leagues/${league.id}/card`, { weekId: week.id, picks: cardPicks });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  }
  await db()
    .update(games)
    .set({ kickoffISO: new Date(clock.now().getTime() - 4 * HOUR) })
    .where(eq(games.id, game.id));
  return { admin, players, leagues, game, other };
}

type Row = { league_id: string; pick_id: string; reason: string; amount: number };
const key = (r: Row) => `${r.league_id} ${r.pick_id} ${r.reason} ${r.amount}`;

async function storedRows(gameId: string): Promise<string[]> {
  const rows = rowsOf<Row>(
    await db().execute(sql`select league_id, pick_id, reason, amount from points_transactions
      where source = 'league_pick' and game_id = ${gameId}::uuid`),
  );
  return rows.map(key).sort();
}

/** What gradeLeaguePick gives every pick of the game in every league holding it. */
async function expectedRows(leagues: Record<string, LeagueInfo>, gameId: string): Promise<string[]> {
  const [game] = await db().select().from(games).where(eq(games.id, gameId));
  const voided = new Set(
    (await db().select().from(leagueVoidedGames).where(eq(leagueVoidedGames.gameId, gameId))).map((v) => v.leagueId),
  );
  const wanted: string[] = [];
  for (const league of Object.values(leagues)) {
    if (league.leagueType === "trivia_only") continue;
    if (league.rules.slate === "ranked" && game!.homeTeamRank === null && game!.awayTeamRank === null) continue;
    const made = playsOnGlobalPicks(league.rules)
      ? (await db().select().from(picks).where(eq(picks.gameId, gameId))).map((p) => ({
          ...p,
          confidence: null,
          line: null,
        }))
      : (await db().select().from(leaguePicks).where(eq(leaguePicks.gameId, gameId))).filter(
          (p) => p.leagueId === league.id,
        );
    const { slate } = await leagueWeek(league.id, game!.weekId);
    for (const pick of made) {
      const place = { slateSize: slate.length, voided: voided.has(league.id) };
      for (const line of gradeLeaguePick(league.rules, pick, game!, place)) {
        wanted.push(key({ league_id: league.id, pick_id: pick.id, reason: line.reason, amount: line.amount }));
      }
    }
  }
  return wanted.sort();
}

const siteTotalsMatchLedger = async () =>
  rowsOf(
    await db().execute(sql`select p.user_id from user_points p
      where p.points_total <> coalesce((select sum(amount) from points_transactions t
        where t.user_id = p.user_id and t.league_id is null), 0)`),
  ).length === 0;

describe("grading a game in the leagues holding it", () => {
  it("writes each league's rows by its own rules, the same as the shared scoring, whatever finalize, regrade, void, restore and a value above N do in any order", async () => {
    const { admin, players, leagues, game } = await gradingWorld();
    const owner = players[0]!;
    const league = fc.constantFrom(...Object.keys(leagues));
    const step = fc.oneof(
      fc.record({ finalHomeScore: fc.integer({ min: 0, max: 60 }), finalAwayScore: fc.integer({ min: 0, max: 60 }) }),
      fc.constant("regrade" as const),
      fc.record({ void: league }),
      fc.record({ restore: league }),
      // A card left holding a value above N (a ranked slate that shrank): it counts nothing.
      fc.record({
        beyond: fc.constantFrom("confidence", "spreadConfidence", "ranked"),
        value: fc.integer({ min: 3, max: 99 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const next of steps) {
          if (next === "regrade") {
            expect([200, 409]).toContain((await admin.post(`/api/admin/regrade/${game.id}`)).status);
          } else if ("void" in next) {
            const id = leagues[next.void]!.id;
            expect((await owner.post(`/api/leagues/${id}/voids`, { gameId: game.id })).status).toBe(200);
          } else if ("restore" in next) {
            const id = leagues[next.restore]!.id;
            expect((await owner.delete(`/api/leagues/${id}/voids/${game.id}`)).status).toBe(200);
          } else if ("beyond" in next) {
            await db().execute(sql`update league_picks set confidence = ${next.value}
              where id = (select id from league_picks where league_id = ${leagues[next.beyond]!.id}::uuid
                and game_id = ${game.id}::uuid order by user_id limit 1)
              and not exists (select 1 from league_picks o where o.confidence = ${next.value}
                and o.league_id = ${leagues[next.beyond]!.id}::uuid)`);
            expect([200, 409]).toContain((await admin.post(`/api/admin/regrade/${game.id}`)).status);
          } else {
            expect([200, 400, 409]).toContain((await admin.post(`/api/admin/finalize/${game.id}`, next)).status);
          }
        }
        const [row] = await db().select().from(games).where(eq(games.id, game.id));
        if (row!.status !== "final") return;
        expect(await storedRows(game.id)).toEqual(await expectedRows(leagues, game.id));
        expect(await siteTotalsMatchLedger()).toBe(true);
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it("gives a trivia-only league and a ranked slate without the game nothing, and counts nothing in pointsTotal", async () => {
    const { admin, leagues, game, other } = await gradingWorld();
    const totalsBefore = rowsOf(
      await db().execute(sql`select user_id, points_total from user_points order by user_id`),
    );
    await db()
      .update(games)
      .set({ kickoffISO: new Date(clock.now().getTime() - 3 * HOUR) })
      .where(eq(games.id, other.id));
    expect(
      (await admin.post(`/api/admin/finalize/${other.id}`, { finalHomeScore: 20, finalAwayScore: 10 })).status,
    ).toBe(200);
    const byLeague = rowsOf<{ league_id: string }>(
      await db().execute(sql`select distinct league_id from points_transactions where source = 'league_pick'
        and game_id = ${other.id}::uuid`),
    ).map((r) => r.league_id);
    expect(byLeague).not.toContain(leagues.triviaOnly!.id);
    expect(byLeague).not.toContain(leagues.ranked!.id);
    expect(byLeague).toContain(leagues.confidence!.id);
    expect(await siteTotalsMatchLedger()).toBe(true);
    const siteRowsOfOther = rowsOf<{ user_id: string; total: number }>(
      await db().execute(sql`select user_id, sum(amount)::int as total from points_transactions
        where game_id = ${other.id}::uuid and league_id is null group by user_id order by user_id`),
    );
    const totalsAfter = rowsOf<{ user_id: string; points_total: number }>(
      await db().execute(sql`select user_id, points_total from user_points order by user_id`),
    );
    for (const after of totalsAfter) {
      const before = (totalsBefore as { user_id: string; points_total: number }[]).find(
        (b) => b.user_id === after.user_id,
      );
      const site = siteRowsOfOther.find((r) => r.user_id === after.user_id)?.total ?? 0;
      expect(after.points_total - (before?.points_total ?? 0)).toBe(site);
    }
    expect(game.id).not.toBe(other.id);
  });

  it("counts a confidence value above the slate's size as nothing, in the SQL as in the shared rule", async () => {
    const { admin, players, leagues, game } = await gradingWorld();
    const firstId = (await players[0]!.get("/api/auth/user")).body.id as string;
    // The first player picked the home side; their card is left holding 40 on a slate of 2.
    for (const name of ["confidence", "spreadConfidence"]) {
      await db().execute(sql`update league_picks set confidence = 40 where league_id = ${leagues[name]!.id}::uuid
        and game_id = ${game.id}::uuid and user_id = ${firstId}::uuid`);
    }
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 35, finalAwayScore: 10 })).status,
    ).toBe(200);
    expect(await storedRows(game.id)).toEqual(await expectedRows(leagues, game.id));
    const counted = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from points_transactions where source = 'league_pick'
        and game_id = ${game.id}::uuid and user_id = ${firstId}::uuid and reason = 'confidence_correct'
        and league_id in (${leagues.confidence!.id}::uuid, ${leagues.spreadConfidence!.id}::uuid)`),
    );
    expect(counted).toEqual([]);
  });

  it("writes nothing on a regrade that changes nothing, and a deleted league takes its rows along", async () => {
    const { admin, leagues, game } = await gradingWorld();
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 24, finalAwayScore: 20 })).status,
    ).toBe(200);
    const stamp = async () =>
      rowsOf<{ n: number; latest: string }>(
        await db().execute(sql`select count(*)::int as n, max(created_at)::text as latest from points_transactions
          where source = 'league_pick'`),
      )[0]!;
    const before = await stamp();
    expect(before.n).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await admin.post(`/api/admin/regrade/${game.id}`)).status).toBe(200);
    expect(await stamp()).toEqual(before);
    await db().execute(sql`delete from leagues where id = ${leagues.site!.id}::uuid`);
    const left = rowsOf(
      await db().execute(sql`select 1 from points_transactions where league_id = ${leagues.site!.id}::uuid`),
    );
    expect(left).toEqual([]);
  });
});

describe("a member who joins after games were graded", () => {
  it("gets the league's rows of their final picks on joining", async () => {
    const { admin, leagues, game } = await gradingWorld();
    const latecomer = await playerClient("four@example.com", "player_four");
    const latecomerId = (await latecomer.get("/api/auth/user")).body.id as string;
    await db().insert(picks).values({ userId: latecomerId, gameId: game.id, winner: "HOME" });
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 28, finalAwayScore: 14 })).status,
    ).toBe(200);
    const rowsOf4 = async (leagueId: string) =>
      rowsOf(
        await db().execute(sql`select reason from points_transactions where source = 'league_pick'
          and league_id = ${leagueId}::uuid and user_id = ${latecomerId}::uuid`),
      );
    expect(await rowsOf4(leagues.site!.id)).toEqual([]);
    const code = rowsOf<{ join_code: string }>(
      await db().execute(sql`select join_code from leagues where id = ${leagues.site!.id}::uuid`),
    )[0]!.join_code;
    expect((await latecomer.post("/api/leagues/join", { joinCode: code })).status).toBe(200);
    expect(await rowsOf4(leagues.site!.id)).not.toEqual([]);
    expect(await storedRows(game.id)).toEqual(await expectedRows(leagues, game.id));
  });

  it("loses a removed member's rows at the next grading and brings them back when they rejoin", async () => {
    const { admin, players, leagues, game } = await gradingWorld();
    const [owner, member] = players as [TestClient, TestClient, TestClient];
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 14, finalAwayScore: 28 })).status,
    ).toBe(200);
    const memberId = (await member.get("/api/auth/user")).body.id as string;
    const league = leagues.confidence!;
    const rowsOfMember = async () =>
      rowsOf(
        await db().execute(sql`select reason, amount from points_transactions where source = 'league_pick'
          and league_id = ${league.id}::uuid and user_id = ${memberId}::uuid order by reason`),
      );
    const before = await rowsOfMember();
    expect(before).not.toEqual([]);
    expect((await owner.delete(`/api/leagues/${league.id}/members/${memberId}`)).status).toBe(200);
    expect((await admin.post(`/api/admin/regrade/${game.id}`)).status).toBe(200);
    expect(await rowsOfMember()).toEqual([]);
    expect((await member.post(`/api/leagues/${league.id}/join`)).status).toBe(200);
    expect(await rowsOfMember()).toEqual(before);
  });
});
