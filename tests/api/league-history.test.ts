import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import type { LeagueSeasonEntry, LeagueWeekEntry } from "../../shared/contracts/leaderboard.ts";
import type { LeagueHistory, LeagueHonor } from "../../shared/contracts/league-history.ts";
import type { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

const HOUR = 3_600_000;
type Pick = { gameId: string; winner: "HOME" | "AWAY"; confidence: number };
const pick = (game: { id: string }, winner: Pick["winner"], confidence: number): Pick => ({
  gameId: game.id,
  winner,
  confidence,
});

/**
 * Two weeks of a private confidence league with a tiebreaker, owner "ann" and members "ben" and
 * "cyd" (as tests/api/league-standings.test.ts builds its week). Week 12's games kick off in one and
 * two hours, Week 13's in five and six. The clock starts before any of them.
 */
async function seasonWorld() {
  const t0 = clock.now().getTime();
  const week12 = await createWeek({
    week: 12,
    label: "Week 12",
    isCurrent: false,
    startDate: new Date("2024-11-10T06:00:00Z"),
    endDate: new Date("2024-11-17T05:59:59.999Z"),
  });
  const week13 = await createWeek();
  const game = (weekId: string, hours: number, homeTeam: string, awayTeam: string) =>
    createGame(weekId, { kickoffISO: new Date(t0 + hours * HOUR), homeTeam, awayTeam });
  const a1 = await game(week12.id, 1, "Georgia", "Texas");
  const a2 = await game(week12.id, 2, "Ohio State", "Oregon");
  const b1 = await game(week13.id, 5, "Alabama", "Auburn");
  const b2 = await game(week13.id, 6, "Michigan", "Penn State");
  const ann = await playerClient("ann@example.com", "ann");
  const ben = await playerClient("ben@example.com", "ben");
  const cyd = await playerClient("cyd@example.com", "cyd");
  const dan = await playerClient("dan@example.com", "dan");
  const created = await ann.post("/api/leagues", {
    name: "Confidence Club",
    visibility: "private",
    confidence: true,
    tiebreaker: true,
  });
  expect(created.status).toBe(201);
  const leagueId = created.body.id as string;
  for (const member of [ben, cyd]) {
    expect((await member.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
  }
  const card = async (player: TestClient, weekId: string, picks: Pick[], total?: number) => {
    const saved = await player.put(`/api/leagues/${leagueId}/card`, {
      weekId,
      picks,
      ...(total === undefined ? {} : { tiebreakerTotal: total }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    clock.advance(1000);
  };
  return { t0, week12, week13, a1, a2, b1, b2, ann, ben, cyd, dan, leagueId, card };
}

const userIdOf = async (player: TestClient) => ((await player.get("/api/auth/user")).body as { id: string }).id;

const at = (t0: number, hours: number) => clock.startAt(new Date(t0 + hours * HOUR));

/** The grid as [handle, points per week..., season points]. */
const grid = (history: LeagueHistory) =>
  history.members.map((m) => [m.handle, ...m.weeks.map((w) => w.points), m.seasonPoints]);

/** Every figure of the grid equals the league's standings, week by week and for the season. */
async function expectParityWithStandings(viewer: TestClient, leagueId: string, history: LeagueHistory) {
  for (const [i, week] of history.weeks.entries()) {
    const board = (await viewer.get(`/api/leagues/${leagueId}/standings/week/${week.weekId}`))
      .body as LeagueWeekEntry[];
    expect(board.length).toBe(history.members.length);
    for (const entry of board) {
      const member = history.members.find((m) => m.userId === entry.userId)!;
      expect([week.label, entry.userId, member.weeks[i]!.points, member.weeks[i]!.rank]).toEqual([
        week.label,
        entry.userId,
        entry.points,
        entry.rank,
      ]);
    }
  }
  const season = (await viewer.get(`/api/leagues/${leagueId}/standings/season`)).body as LeagueSeasonEntry[];
  expect(history.members.map((m) => [m.userId, m.seasonPoints, m.seasonRank])).toEqual(
    season.map((e) => [e.userId, e.totalPoints, e.rank]),
  );
}

describe("a league's history", () => {
  it("shows each started week under its own rules, its winners once decided with the tiebreaker applied, shared when level without one, and the champion once the season has ended", async () => {
    const w = await seasonWorld();
    const [annId, benId, cydId] = await Promise.all([w.ann, w.ben, w.cyd].map(userIdOf));
    const history = async (viewer: TestClient = w.ann) => {
      const response = await viewer.get(`/api/leagues/${w.leagueId}/history`);
      expect(response.status).toBe(200);
      return response.body as LeagueHistory;
    };

    // Week 12's cards: Georgia wins, then Ohio State 30-20 (total 50). Ann 2 + 0, Ben 0 + 2, Cyd 0 + 0.
    await w.card(w.ann, w.week12.id, [pick(w.a1, "HOME", 2), pick(w.a2, "AWAY", 1)], 54);
    await w.card(w.ben, w.week12.id, [pick(w.a1, "AWAY", 1), pick(w.a2, "HOME", 2)], 49);
    await w.card(w.cyd, w.week12.id, [pick(w.a1, "AWAY", 2), pick(w.a2, "AWAY", 1)], 50);

    const before = await history();
    expect(before).toMatchObject({ leagueId: w.leagueId, season: 2024, weeks: [], seasonEnded: false, champion: null });
    expect(before.members.map((m) => m.handle).sort()).toEqual(["ann", "ben", "cyd"]);
    expect(JSON.stringify(before)).not.toContain("@example.com");

    // Week 12 has started (its slate locked under the first rules); the owner then drops the tiebreaker.
    at(w.t0, 1.5);
    const changed = await w.ann.patch(`/api/leagues/${w.leagueId}`, { tiebreaker: false });
    expect(changed.status).toBe(200);
    const started = await history();
    expect(started.weeks).toEqual([
      {
        weekId: w.week12.id,
        label: "Week 12",
        seasonType: "regular",
        rules: { pickMode: "straight", confidence: true, slate: "power5", deadline: "kickoff", tiebreaker: true },
        decided: false,
        winners: [],
      },
    ]);

    at(w.t0, 3);
    await finalizeGame(w.a1.id, { finalHomeScore: 28, finalAwayScore: 21 });
    const halfway = await history();
    expect(halfway.weeks[0]).toMatchObject({ decided: false, winners: [] });
    await finalizeGame(w.a2.id, { finalHomeScore: 30, finalAwayScore: 20 });
    const decided = await history();
    // Ann and Ben are level on 2; Ben's 49 was 1 from the total, Ann's 54 was 4 from it.
    expect(decided.weeks[0]).toMatchObject({ decided: true, winners: [benId] });
    expect(decided.members.find((m) => m.userId === benId)).toMatchObject({ weeksWon: 1, champion: false });

    // Week 13 is played under the rules saved before it started: confidence, no tiebreaker.
    await w.card(w.ann, w.week13.id, [pick(w.b1, "HOME", 2), pick(w.b2, "AWAY", 1)]);
    await w.card(w.ben, w.week13.id, [pick(w.b1, "AWAY", 1), pick(w.b2, "HOME", 2)]);
    at(w.t0, 7);
    await finalizeGame(w.b1.id, { finalHomeScore: 24, finalAwayScore: 17 });
    await finalizeGame(w.b2.id, { finalHomeScore: 27, finalAwayScore: 13 });
    const twoWeeks = await history();
    expect(twoWeeks.weeks.map((week) => [week.label, week.rules.tiebreaker, week.decided])).toEqual([
      ["Week 12", true, true],
      ["Week 13", false, true],
    ]);
    expect(twoWeeks.weeks[1]!.winners.sort()).toEqual([annId, benId].sort());
    expect(grid(twoWeeks).sort()).toEqual([
      ["ann", 2, 2, 4],
      ["ben", 2, 2, 4],
      ["cyd", 0, 0, 0],
    ]);
    // Ben won Week 12 on its tiebreaker, but the season's order has none: level on points, they
    // share first place after each week (issue 39); Ann's earlier last pick lists her first.
    expect(twoWeeks.members.map((m) => [m.handle, m.weeks.map((cell) => cell.standing)])).toEqual([
      ["ann", [1, 1]],
      ["ben", [1, 1]],
      ["cyd", [3, 3]],
    ]);
    expect(twoWeeks.members.find((m) => m.userId === benId)!.weeks[0]!.rank).toBe(1);
    expect(twoWeeks.members.map((m) => [m.handle, m.weeksWon])).toEqual([
      ["ann", 1],
      ["ben", 2],
      ["cyd", 0],
    ]);
    // No postseason stored yet: the season has not ended, nobody is champion.
    expect(twoWeeks).toMatchObject({ seasonEnded: false, champion: null });
    await expectParityWithStandings(w.ben, w.leagueId, twoWeeks);

    // The season's last week is stored; until its game is final the season goes on.
    const bowls = await createWeek({
      week: 1,
      seasonType: "postseason",
      label: "Bowl Season",
      isCurrent: false,
      startDate: new Date(w.t0 + 7.5 * HOUR),
      endDate: new Date(w.t0 + 8.5 * HOUR),
    });
    const bowl = await createGame(bowls.id, { kickoffISO: new Date(w.t0 + 8 * HOUR), homeTeam: "Clemson" });
    await w.card(w.ann, bowls.id, [pick(bowl, "HOME", 1)]);
    at(w.t0, 8.25);
    const bowlsLive = await history();
    expect(bowlsLive.weeks.map((week) => [week.label, week.decided])).toEqual([
      ["Week 12", true],
      ["Week 13", true],
      ["Bowl Season", false],
    ]);
    expect(bowlsLive).toMatchObject({ seasonEnded: false, champion: null });

    at(w.t0, 9);
    await finalizeGame(bowl.id, { finalHomeScore: 35, finalAwayScore: 31 });
    const ended = await history(w.cyd);
    expect(ended.weeks[2]).toMatchObject({ label: "Bowl Season", decided: true, winners: [annId] });
    expect(ended).toMatchObject({ seasonEnded: true, champion: [annId] });
    expect(ended.members.map((m) => [m.handle, m.seasonPoints, m.weeksWon, m.champion])).toEqual([
      ["ann", 5, 2, true],
      ["ben", 4, 2, false],
      ["cyd", 0, 0, false],
    ]);
    expect(ended.members.find((m) => m.userId === cydId)!.weeks.map((cell) => cell.standing)).toEqual([3, 3, 3]);
    await expectParityWithStandings(w.cyd, w.leagueId, ended);

    // The private league is nobody else's business.
    const outsider = await w.dan.get(`/api/leagues/${w.leagueId}/history`);
    expect(outsider.status).toBe(404);
    expect(outsider.body).toEqual({ message: "League not found" });

    // Honors on each player's profile: their own, from the same history.
    const honors = async (player: TestClient) => {
      const response = await player.get("/api/me/league-honors");
      expect(response.status).toBe(200);
      return response.body as LeagueHonor[];
    };
    expect(await honors(w.ann)).toEqual([
      {
        leagueId: w.leagueId,
        leagueName: "Confidence Club",
        season: 2024,
        weeksWon: 2,
        weekLabels: ["Week 13", "Bowl Season"],
        champion: true,
      },
    ]);
    expect(await honors(w.ben)).toEqual([
      expect.objectContaining({ weeksWon: 2, weekLabels: ["Week 12", "Week 13"], champion: false }),
    ]);
    expect(await honors(w.cyd)).toEqual([]);
    expect(await honors(w.dan)).toEqual([]);
  });

  it("counts a from-creation league's weeks only from its creation, and shows a public league to anyone", async () => {
    const w = await seasonWorld();
    // Created once Week 12's games have kicked off: its picks count only from Week 13.
    at(w.t0, 3);
    const late = await w.dan.post("/api/leagues", { name: "Latecomers", seasonScope: "from_creation" });
    expect(late.status).toBe(201);
    at(w.t0, 5.5);
    const full = (await w.ann.get(`/api/leagues/${w.leagueId}/history`)).body as LeagueHistory;
    expect(full.weeks.map((week) => week.label)).toEqual(["Week 12", "Week 13"]);
    const response = await w.ann.get(`/api/leagues/${late.body.id}/history`);
    expect(response.status).toBe(200);
    const fromCreation = response.body as LeagueHistory;
    expect(fromCreation.weeks.map((week) => [week.label, week.decided, week.winners])).toEqual([
      ["Week 13", false, []],
    ]);
    expect(fromCreation.members.map((m) => [m.handle, m.weeks.length])).toEqual([["dan", 1]]);
    await expectParityWithStandings(w.dan, late.body.id, fromCreation);
  });
});
