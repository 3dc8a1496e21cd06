import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { gradeLeagueBacklog } from "../../server/features/grading/league-backlog.service.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

beforeEach(() => resetBoards());

const HOUR = 3_600_000;

type Entry = { handle: string; rank: number; points?: number; totalPoints?: number; tiebreakerError?: number | null };
const table = (body: Entry[]) => body.map((e) => [e.handle, e.points ?? e.totalPoints]);

/**
 * A confidence league with a tiebreaker: owner "ann" and members "ben" and "cy", two games. Ann and
 * Ben end level on points; Cy misses both.
 */
async function confidenceWorld() {
  const week = await createWeek();
  const now = clock.now().getTime();
  const early = await createGame(week.id, { kickoffISO: new Date(now + HOUR), homeTeam: "Georgia", awayTeam: "Texas" });
  const late = await createGame(week.id, {
    kickoffISO: new Date(now + 2 * HOUR),
    homeTeam: "Ohio State",
    awayTeam: "Oregon",
  });
  const ann = await playerClient("ann@example.com", "ann");
  const ben = await playerClient("ben@example.com", "ben");
  const cy = await playerClient("cyd@example.com", "cyd");
  const created = await ann.post("/api/leagues", { name: "Confidence Club", confidence: true, tiebreaker: true });
  expect(created.status).toBe(201);
  const leagueId = created.body.id as string;
  for (const member of [ben, cy]) {
    expect((await member.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
  }
  const card = async (
    player: TestClient,
    earlyPick: ["HOME" | "AWAY", number],
    latePick: ["HOME" | "AWAY", number],
    total: number,
  ) => {
    const saved = await player.put(`/api/leagues/${leagueId}/card`, {
      weekId: week.id,
      picks: [
        { gameId: early.id, winner: earlyPick[0], confidence: earlyPick[1] },
        { gameId: late.id, winner: latePick[0], confidence: latePick[1] },
      ],
      tiebreakerTotal: total,
    });
    expect(saved.status).toBe(200);
    clock.advance(1000);
  };
  // Georgia wins early, Ohio State 30-20 late (total 50): Ann 2 + 0, Ben 0 + 2, Cy 0 + 0.
  await card(ann, ["HOME", 2], ["AWAY", 1], 54);
  await card(ben, ["AWAY", 1], ["HOME", 2], 49);
  await card(cy, ["AWAY", 2], ["AWAY", 1], 50);
  return { week, early, late, ann, ben, cy, leagueId };
}

describe("a league's standings under its own rules", () => {
  it("count the league's rows, not the site's, and break a level week on the tiebreaker's error", async () => {
    const { week, early, late, ann, leagueId } = await confidenceWorld();
    const weekly = `/api/leagues/${leagueId}/standings/week/${week.id}`;
    const season = `/api/leagues/${leagueId}/standings/season`;
    clock.advance(3 * HOUR);
    await finalizeGame(early.id, { finalHomeScore: 28, finalAwayScore: 21 });
    // Until the tiebreaker game is final, the week has no tiebreaker to show.
    const before = (await ann.get(weekly)).body as Entry[];
    expect(table(before)).toEqual([
      ["ann", 2],
      ["ben", 0],
      ["cyd", 0],
    ]);
    expect(before.every((e) => e.tiebreakerError === undefined)).toBe(true);

    await finalizeGame(late.id, { finalHomeScore: 30, finalAwayScore: 20 });
    const after = (await ann.get(weekly)).body as Entry[];
    // Level on 2: Ben's 49 is 1 from 50, Ann's 54 is 4 from it. Cy guessed 50 exactly but scored 0.
    expect(after.map((e) => [e.handle, e.rank, e.points, e.tiebreakerError])).toEqual([
      ["ben", 1, 2, 1],
      ["ann", 2, 2, 4],
      ["cyd", 3, 0, 0],
    ]);
    expect(table((await ann.get(season)).body).sort()).toEqual([
      ["ann", 2],
      ["ben", 2],
      ["cyd", 0],
    ]);
    // None of it reached the site's totals: no week-page picks were made.
    const siteRows = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from points_transactions where league_id is null and game_id is not null`,
      ),
    );
    expect(siteRows[0]!.n).toBe(0);
  });

  it("put a member without a tiebreaker prediction after those level with them who made one", async () => {
    const { week, early, late, ben, leagueId } = await confidenceWorld();
    await db().execute(sql`delete from league_tiebreakers where league_id = ${leagueId}::uuid
      and user_id = (select id from users where handle = 'ben')`);
    clock.advance(3 * HOUR);
    await finalizeGame(early.id, { finalHomeScore: 28, finalAwayScore: 21 });
    await finalizeGame(late.id, { finalHomeScore: 30, finalAwayScore: 20 });
    const body = (await ben.get(`/api/leagues/${leagueId}/standings/week/${week.id}`)).body as Entry[];
    expect(body.map((e) => [e.handle, e.tiebreakerError])).toEqual([
      ["ann", 4],
      ["ben", null],
      ["cyd", 0],
    ]);
  });
});

describe("a week's tiebreaker game the owner named", () => {
  it("decides the level members by the named game's total instead of the last kickoff's", async () => {
    const { week, early, late, ann, leagueId } = await confidenceWorld();
    const named = await ann.put(`/api/leagues/${leagueId}/tiebreaker`, { weekId: week.id, gameId: early.id });
    expect(named.status).toBe(200);
    clock.advance(3 * HOUR);
    await finalizeGame(early.id, { finalHomeScore: 28, finalAwayScore: 21 });
    await finalizeGame(late.id, { finalHomeScore: 30, finalAwayScore: 20 });
    // The early game's total is 49: Ben's 49 is exact, Ann's 54 is 5 away, Cyd's 50 is 1 away.
    const body = (await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`)).body as Entry[];
    expect(body.map((e) => [e.handle, e.points, e.tiebreakerError])).toEqual([
      ["ben", 2, 0],
      ["ann", 2, 5],
      ["cyd", 0, 1],
    ]);
  });
});

describe("the league backlog", () => {
  it("grades the league rows of final games graded before leagues had rows of their own", async () => {
    const { week, early, late, ann, leagueId } = await confidenceWorld();
    clock.advance(3 * HOUR);
    await finalizeGame(early.id, { finalHomeScore: 28, finalAwayScore: 21 });
    await finalizeGame(late.id, { finalHomeScore: 30, finalAwayScore: 20 });
    const before = (await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`)).body;
    // As an install upgraded past migration 0009 finds its season: final games with no league rows.
    await db().execute(sql`delete from points_transactions where source = 'league_pick'`);
    resetBoards();
    expect(table((await ann.get(`/api/leagues/${leagueId}/standings/season`)).body)).toEqual([
      ["ann", 0],
      ["ben", 0],
      ["cyd", 0],
    ]);
    expect(await gradeLeagueBacklog()).toBe(2);
    expect((await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`)).body).toEqual(before);
    // Once graded, the games are not found again.
    expect(await gradeLeagueBacklog()).toBe(0);
  });
});
