import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { games, survivorPicks } from "../../server/db/schema/index.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

/** A survivor league (owner, member, outsider) and a current week of three games an hour apart. */
async function survivorWorld(visibility: "public" | "private" = "private", settings: Record<string, unknown> = {}) {
  const cast = await leagueCast(visibility);
  const set = await cast.owner.patch(`/api/leagues/${cast.league.id}`, { format: "survivor", ...settings });
  expect(set.status).toBe(200);
  const week = await createWeek();
  const first = await createGame(week.id, { kickoffISO: at(1), homeTeam: "Georgia", awayTeam: "Texas" });
  const second = await createGame(week.id, { kickoffISO: at(2), homeTeam: "Ohio State", awayTeam: "Michigan" });
  const third = await createGame(week.id, { kickoffISO: at(3), homeTeam: "Oregon", awayTeam: "USC" });
  const path = `/api/leagues/${cast.league.id}/survivor`;
  return { ...cast, week, first, second, third, path };
}

describe("a survivor league's settings", () => {
  it("is created with a format and lives, shows them on its detail, and refuses lives out of 1..3", async () => {
    const { owner, league } = await leagueCast("private");
    const detail = await owner.get(`/api/leagues/${league.id}`);
    expect(detail.body).toMatchObject({ format: "pickem", lives: 1 });
    const created = await owner.post("/api/leagues", { name: "Last One Standing", format: "survivor", lives: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ format: "survivor", lives: 2 });
    const bad = await owner.patch(`/api/leagues/${league.id}`, { lives: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("lives must be 1 to 3");
    const badFormat = await owner.post("/api/leagues", { name: "Odd One", format: "knockout" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toContain("format must be pickem or survivor");
  });

  it("keeps the format and lives once the league's first week has started (409), and allows other changes", async () => {
    const { owner, league, first } = await survivorWorld();
    expect((await owner.patch(`/api/leagues/${league.id}`, { lives: 3 })).body).toMatchObject({ lives: 3 });
    clock.startAt(first.kickoffISO.toISOString());
    const late = await owner.patch(`/api/leagues/${league.id}`, { lives: 2 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "The format and lives are fixed once the league's first week has started" });
    expect((await owner.patch(`/api/leagues/${league.id}`, { format: "pickem" })).status).toBe(409);
    expect((await owner.patch(`/api/leagues/${league.id}`, { name: "Renamed Pool", lives: 3 })).status).toBe(200);
  });
});

describe("a survivor pool's rules", () => {
  const refusal = {
    message:
      "A survivor pool picks one team a week to win straight up: no spread, confidence points, tiebreaker or postseason card",
  };

  it("refuses pick'em-only rules on a new pool (400) and keeps its games and deadline", async () => {
    const { owner } = await leagueCast("private");
    for (const rules of [{ confidence: true }, { tiebreaker: true }, { pickMode: "spread" }, { slate: "postseason" }]) {
      const refused = await owner.post("/api/leagues", { name: "Bad Pool", format: "survivor", ...rules });
      expect({ rules, status: refused.status, body: refused.body }).toEqual({ rules, status: 400, body: refusal });
    }
    const pool = await owner.post("/api/leagues", {
      name: "Good Pool",
      format: "survivor",
      slate: "ranked",
      deadline: "first_kickoff",
    });
    expect(pool.status).toBe(201);
    expect(pool.body).toMatchObject({
      format: "survivor",
      slate: "ranked",
      deadline: "first_kickoff",
      confidence: false,
    });
  });

  it("refuses turning a confidence league into a pool unless its confidence goes off in the same change", async () => {
    const { owner, league } = await leagueCast("private");
    expect((await owner.patch(`/api/leagues/${league.id}`, { confidence: true })).status).toBe(200);
    const refused = await owner.patch(`/api/leagues/${league.id}`, { format: "survivor" });
    expect(refused).toMatchObject({ status: 400, body: refusal });
    expect((await owner.get(`/api/leagues/${league.id}`)).body).toMatchObject({ format: "pickem", confidence: true });
    const turned = await owner.patch(`/api/leagues/${league.id}`, { format: "survivor", confidence: false });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ format: "survivor", confidence: false });
    expect((await owner.patch(`/api/leagues/${league.id}`, { tiebreaker: true })).status).toBe(400);
  });
});

describe("picking a survivor team", () => {
  it("gives each slate game its home and away teams, ranks, the home line and a neutral site flag", async () => {
    const { member, path, week, first, second, third } = await survivorWorld();
    await db().update(games).set({ homeTeamRank: 7, spread: "Texas -2.5" }).where(eq(games.id, first.id));
    await db().update(games).set({ spread: null, neutralSite: true }).where(eq(games.id, second.id));
    await db().update(games).set({ spread: "Oregon -3.5" }).where(eq(games.id, third.id));
    const board = await member.get(`${path}?weekId=${week.id}`);
    expect(board.status).toBe(200);
    expect(board.body.games).toMatchObject([
      { id: first.id, homeTeam: "Georgia", awayTeam: "Texas", homeTeamRank: 7, awayTeamRank: null, line: 2.5 },
      { id: second.id, homeTeam: "Ohio State", line: null, neutralSite: true },
      { id: third.id, homeTeam: "Oregon", line: -3.5, neutralSite: false },
    ]);
    expect(board.body.games[0].neutralSite).toBe(false);
  });

  it("saves a team by name or by game and side, changes it before its game locks, and shows it to its owner only", async () => {
    const { owner, member, path, week, first, second } = await survivorWorld();
    const byName = await member.put(path, { weekId: week.id, team: "texas" });
    expect(byName.status).toBe(200);
    const mine = byName.body.members.find((m: { name: string }) => m.name === "@member_one");
    expect(mine.pick).toMatchObject({
      gameId: first.id,
      team: "Texas",
      side: "AWAY",
      locked: false,
      outcome: "pending",
    });
    const bySide = await member.put(path, { weekId: week.id, gameId: second.id, side: "HOME" });
    expect(bySide.status).toBe(200);
    const rows = await db().select().from(survivorPicks);
    expect(rows).toMatchObject([{ gameId: second.id, team: "Ohio State", side: "HOME" }]);

    const seen = await owner.get(`${path}?weekId=${week.id}`);
    const theirs = seen.body.members.find((m: { name: string }) => m.name === "@member_one");
    expect(theirs).toMatchObject({ hasPick: true, pick: null, usedTeams: [] });
    clock.startAt(second.kickoffISO.toISOString());
    const locked = await owner.get(`${path}?weekId=${week.id}`);
    const shown = locked.body.members.find((m: { name: string }) => m.name === "@member_one");
    expect(shown.pick).toMatchObject({ team: "Ohio State", locked: true });
    expect(shown.usedTeams).toEqual([{ team: "Ohio State", weekId: week.id, weekLabel: "Week 13" }]);
  });

  it("refuses a team not on the slate (400), a locked game or pick (409), naming them, and writes nothing", async () => {
    const { member, path, week, first, second } = await survivorWorld();
    const missing = await member.put(path, { weekId: week.id, team: "Vanderbilt" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: "Vanderbilt does not play on this week's slate" });
    const noSide = await member.put(path, { weekId: week.id, gameId: first.id });
    expect(noSide.status).toBe(400);
    expect(noSide.body).toEqual({ message: "Send a team, or a gameId and a side" });

    clock.startAt(new Date(first.kickoffISO.getTime() + 60_000).toISOString());
    const lockedGame = await member.put(path, { weekId: week.id, team: "Georgia" });
    expect(lockedGame.status).toBe(409);
    expect(lockedGame.body).toEqual({ message: "Texas at Georgia is locked" });
    expect(await db().select().from(survivorPicks)).toHaveLength(0);

    expect((await member.put(path, { weekId: week.id, team: "Michigan" })).status).toBe(200);
    clock.startAt(new Date(second.kickoffISO.getTime() + 60_000).toISOString());
    const lockedPick = await member.put(path, { weekId: week.id, team: "Oregon" });
    expect(lockedPick.status).toBe(409);
    expect(lockedPick.body).toEqual({ message: "Your pick for Week 13 is locked: Michigan" });
  });

  it("locks every game at the first kickoff under the first_kickoff deadline", async () => {
    const { member, path, week, first } = await survivorWorld("private", { deadline: "first_kickoff" });
    clock.startAt(first.kickoffISO.toISOString());
    const late = await member.put(path, { weekId: week.id, team: "USC" });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "USC at Oregon is locked" });
  });

  it("refuses a team used in an earlier week, and a pick by a member who is out (409)", async () => {
    const { owner, member, outsider, league, path, week, first } = await survivorWorld();
    expect((await outsider.post("/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    expect((await outsider.put(path, { weekId: week.id, team: "Ohio State" })).status).toBe(200);
    expect((await member.put(path, { weekId: week.id, team: "Georgia" })).status).toBe(200);
    expect((await owner.put(path, { weekId: week.id, team: "Texas" })).status).toBe(200);
    clock.startAt(first.kickoffISO.toISOString());
    await finalizeGame(first.id, { finalHomeScore: 30, finalAwayScore: 15 });
    const next = await createWeek({ week: 14, label: "Week 14", isCurrent: false, startDate: at(24) });
    await createGame(next.id, { kickoffISO: at(48), homeTeam: "Georgia", awayTeam: "Georgia Tech" });
    await createGame(next.id, { kickoffISO: at(49), homeTeam: "Texas A&M", awayTeam: "Texas" });

    const board = await member.get(`${path}?weekId=${week.id}`);
    expect(board.body.aliveCount).toBe(2);
    // The week is not decided (Ohio State has not played), so nobody has won yet.
    expect(board.body.winnerId).toBeNull();
    expect(board.body.members.find((m: { name: string }) => m.name === "@owner_one")).toMatchObject({
      alive: false,
      livesLeft: 0,
      fellWeekLabel: "Week 13",
    });
    const reused = await member.put(path, { weekId: next.id, team: "Georgia" });
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({
      message: "You already used Georgia in Week 13: a team can be picked once a season",
    });
    const out = await owner.put(path, { weekId: next.id, team: "Texas A&M" });
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ message: "You are out of this pool (you fell in Week 13)" });
    expect((await member.put(path, { weekId: next.id, team: "Georgia Tech" })).status).toBe(200);
  });

  it("spares both members when both lose in the same week, and names the winner when one survives a week", async () => {
    const { owner, member, path, week, first, second, third } = await survivorWorld();
    expect((await member.put(path, { weekId: week.id, team: "Texas" })).status).toBe(200);
    expect((await owner.put(path, { weekId: week.id, team: "Michigan" })).status).toBe(200);
    clock.startAt(third.kickoffISO.toISOString());
    await finalizeGame(first.id, { finalHomeScore: 30, finalAwayScore: 15 });
    await finalizeGame(second.id, { finalHomeScore: 21, finalAwayScore: 21 });
    const spared = await member.get(`${path}?weekId=${week.id}`);
    expect(spared.body).toMatchObject({ aliveCount: 2, winnerId: null });
    expect(spared.body.members.map((m: { livesLeft: number }) => m.livesLeft)).toEqual([1, 1]);

    const next = await createWeek({ week: 14, label: "Week 14", isCurrent: false, startDate: at(24) });
    const game = await createGame(next.id, { kickoffISO: at(48), homeTeam: "Georgia", awayTeam: "Georgia Tech" });
    expect((await member.put(path, { weekId: next.id, team: "Georgia" })).status).toBe(200);
    clock.startAt(at(52).toISOString());
    await finalizeGame(game.id, { finalHomeScore: 44, finalAwayScore: 42 });
    const memberId = (await member.get("/api/auth/user")).body.id;
    const won = await owner.get(`${path}?weekId=${next.id}`);
    expect(won.body).toMatchObject({ aliveCount: 1, winnerId: memberId });
    expect(won.body.members.find((m: { name: string }) => m.name === "@owner_one")).toMatchObject({
      alive: false,
      fellWeekLabel: "Week 14",
    });
    const over = await member.put(path, { weekId: next.id, team: "Georgia Tech" });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: "The pool is over: it has its winner" });
  });

  it("answers a pick'em league's pool with a 409", async () => {
    const pickem = await leagueCast("private");
    const week = await createWeek();
    const notPool = await pickem.member.get(`/api/leagues/${pickem.league.id}/survivor?weekId=${week.id}`);
    expect(notPool.status).toBe(409);
    expect(notPool.body).toEqual({ message: "This league is not a survivor pool" });
  });

  it("shows a public pool to an outsider but refuses their pick with a 403", async () => {
    const { outsider, path, week } = await survivorWorld("public");
    const read = await outsider.get(`${path}?weekId=${week.id}`);
    expect(read.status).toBe(200);
    expect(read.body.isMember).toBe(false);
    const write = await outsider.put(path, { weekId: week.id, team: "Georgia" });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: "Only the league's members pick in its survivor pool" });
  });
});
