import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { db } from "../../server/db/index.ts";
import { type Game, games, weeks } from "../../server/db/schema/index.ts";
import { BUNDLED_CFBD_DATA_DIR } from "../../server/env.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { REPLAY_FILES } from "../../server/providers/games/replay.data.ts";
import type { TestClient } from "../support/client.ts";
import { playerClient } from "../support/fixtures.ts";

interface RecordedGame {
  id: number;
  week: number;
  seasonType: string;
  startDate: string;
  homeTeam: string;
  awayTeam: string;
  homePoints: number | null;
  awayPoints: number | null;
}

const recorded: RecordedGame[] = JSON.parse(
  readFileSync(join(BUNDLED_CFBD_DATA_DIR, "2024", REPLAY_FILES.games), "utf8"),
);
const HOUR = 3_600_000;
/** The regular season's weeks 1–14: every week in which each member can still find a team. */
const WEEKS = Array.from({ length: 14 }, (_, i) => i + 1);

const winnerOf = (g: Game) => (g.finalHomeScore! > g.finalAwayScore! ? g.homeTeam : g.awayTeam);
const loserOf = (g: Game) => (g.finalHomeScore! > g.finalAwayScore! ? g.awayTeam : g.homeTeam);

/** Stores the recorded regular weeks and their games, scheduled, with their recorded scores kept aside. */
async function storeSeason() {
  const stored = new Map<
    number,
    { weekId: string; label: string; games: Game[]; scores: Map<string, [number, number]> }
  >();
  for (const n of WEEKS) {
    const rows = recorded
      .filter((g) => g.seasonType === "regular" && g.week === n && g.homePoints !== null && g.awayPoints !== null)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    const kickoffs = rows.map((g) => new Date(g.startDate).getTime());
    const [week] = await db()
      .insert(weeks)
      .values({
        season: 2024,
        week: n,
        label: `Week ${n}`,
        startDate: new Date(Math.min(...kickoffs) - 24 * HOUR),
        endDate: new Date(Math.max(...kickoffs) + 24 * HOUR),
        isCurrent: false,
      })
      .returning();
    const inserted = await db()
      .insert(games)
      .values(
        rows.map((g) => ({
          weekId: week!.id,
          cfbdId: g.id,
          homeTeam: g.homeTeam,
          awayTeam: g.awayTeam,
          kickoffISO: new Date(g.startDate),
        })),
      )
      .returning();
    const byCfbd = new Map(inserted.map((g) => [g.cfbdId, g]));
    const ordered = rows.map((g) => byCfbd.get(g.id)!);
    const scores = new Map(rows.map((g) => [byCfbd.get(g.id)!.id, [g.homePoints!, g.awayPoints!] as [number, number]]));
    stored.set(n, { weekId: week!.id, label: `Week ${n}`, games: ordered, scores });
  }
  return stored;
}

/** A game with its recorded final score, as the week's results will make it. */
const withResult = (game: Game, scores: Map<string, [number, number]>): Game => {
  const [home, away] = scores.get(game.id)!;
  return { ...game, finalHomeScore: home, finalAwayScore: away };
};

describe("a survivor pool played through the replayed 2024 regular season", () => {
  it("eliminates and crowns as a hand count of the recorded results says", async () => {
    clock.startAt("2024-08-01T12:00:00Z");
    const season = await storeSeason();
    const alpha = await playerClient("alpha@example.com", "alpha");
    const bravo = await playerClient("bravo@example.com", "bravo");
    const charlie = await playerClient("charlie@example.com", "charlie");
    const delta = await playerClient("delta@example.com", "delta");
    const created = await alpha.post("/api/leagues", { name: "Last One Standing", format: "survivor", lives: 2 });
    expect(created.status).toBe(201);
    const pool = `/api/leagues/${created.body.id}/survivor`;
    for (const member of [bravo, charlie, delta]) {
      expect((await member.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    }
    // A second pool with one life: both members lose in week 1 (spared), then bravo alone loses in week 2.
    const sudden = await alpha.post("/api/leagues", { name: "Sudden Death", format: "survivor" });
    const suddenPool = `/api/leagues/${sudden.body.id}/survivor`;
    expect((await bravo.post("/api/leagues/join", { joinCode: sudden.body.joinCode })).status).toBe(200);

    const used = new Map<TestClient, Set<string>>([alpha, bravo, charlie, delta].map((m) => [m, new Set<string>()]));
    const suddenUsed = new Map<TestClient, Set<string>>([alpha, bravo].map((m) => [m, new Set<string>()]));
    /** The first game's (by kickoff) winner or loser that the member has not used. */
    const firstUnused = (
      chosen: Map<TestClient, Set<string>>,
      member: TestClient,
      results: Game[],
      side: (g: Game) => string,
    ) => {
      const team = results.map(side).find((t) => !chosen.get(member)!.has(t))!;
      chosen.get(member)!.add(team);
      return team;
    };
    const picked: Record<string, string[]> = { alpha: [], bravo: [], charlie: [], delta: [] };

    for (const n of WEEKS) {
      const week = season.get(n)!;
      const results = week.games.map((g) => withResult(g, week.scores));
      clock.startAt(new Date(week.games[0]!.kickoffISO.getTime() - HOUR).toISOString());
      const pick = async (member: TestClient, name: string, team: string | null, path = pool) => {
        if (team === null) return;
        if (path === pool) picked[name]!.push(team);
        const saved = await member.put(path, { weekId: week.weekId, team });
        expect(saved.status, `${name} picks ${team} in ${week.label}: ${JSON.stringify(saved.body)}`).toBe(200);
      };
      // alpha picks a winner every week; bravo a loser every week (out in week 2 with two lives);
      // charlie a winner, but no pick in week 3 and a loser in week 14; delta winners until week 4, then nothing.
      await pick(alpha, "alpha", firstUnused(used, alpha, results, winnerOf));
      if (n <= 2) await pick(bravo, "bravo", firstUnused(used, bravo, results, loserOf));
      if (n !== 3) await pick(charlie, "charlie", firstUnused(used, charlie, results, n === 14 ? loserOf : winnerOf));
      if (n <= 4) await pick(delta, "delta", firstUnused(used, delta, results, winnerOf));
      if (n === 1) {
        await pick(alpha, "", firstUnused(suddenUsed, alpha, results, loserOf), suddenPool);
        await pick(bravo, "", firstUnused(suddenUsed, bravo, results, loserOf), suddenPool);
      }
      if (n === 2) {
        await pick(alpha, "", firstUnused(suddenUsed, alpha, results, winnerOf), suddenPool);
        await pick(bravo, "", firstUnused(suddenUsed, bravo, results, loserOf), suddenPool);
      }
      if (n === 3) {
        // bravo is out: the server says so.
        const out = await bravo.put(pool, { weekId: week.weekId, team: winnerOf(results[0]!) });
        expect(out.body).toEqual({ message: "You are out of this pool (you fell in Week 2)" });
      }
      // The week is played: every game has kicked off, and each picked game ends with its recorded score.
      clock.startAt(new Date(week.games.at(-1)!.kickoffISO.getTime() + 5 * HOUR).toISOString());
      const pickedTeams = new Set([...used.values(), ...suddenUsed.values()].flatMap((s) => [...s]));
      for (const game of week.games.filter((g) => pickedTeams.has(g.homeTeam) || pickedTeams.has(g.awayTeam))) {
        const [finalHomeScore, finalAwayScore] = week.scores.get(game.id)!;
        await finalizeGame(game.id, { finalHomeScore, finalAwayScore });
      }
    }

    // By hand, from the recorded results: week 1's first game is Florida State at Georgia Tech, 21–24.
    expect(picked.alpha![0]).toBe("Georgia Tech");
    expect(picked.bravo![0]).toBe("Florida State");
    const board = await charlie.get(`${pool}?weekId=${season.get(14)!.weekId}`);
    expect(board.status).toBe(200);
    const who = (name: string) => board.body.members.find((m: { name: string }) => m.name === `@${name}`);
    // alpha never loses: two lives left. bravo loses weeks 1 and 2; charlie misses week 3 and loses week 14;
    // delta makes no pick in weeks 5 and 6.
    expect(who("alpha")).toMatchObject({ alive: true, livesLeft: 2, fellWeekLabel: null });
    expect(who("bravo")).toMatchObject({ alive: false, livesLeft: 0, fellWeekLabel: "Week 2" });
    expect(who("charlie")).toMatchObject({ alive: false, livesLeft: 0, fellWeekLabel: "Week 14" });
    expect(who("delta")).toMatchObject({ alive: false, livesLeft: 0, fellWeekLabel: "Week 6" });
    expect(board.body.aliveCount).toBe(1);
    expect(board.body.winnerId).toBe(created.body.ownerId);
    // Every locked pick shows, in order, with no team twice.
    expect(who("charlie").usedTeams.map((u: { team: string }) => u.team)).toEqual(picked.charlie);
    expect(new Set(picked.alpha).size).toBe(WEEKS.length);

    const suddenBoard = await bravo.get(`${suddenPool}?weekId=${season.get(2)!.weekId}`);
    expect(suddenBoard.body).toMatchObject({ aliveCount: 1, winnerId: created.body.ownerId });
    expect(
      suddenBoard.body.members.map((m: { name: string; fellWeekLabel: string | null }) => [m.name, m.fellWeekLabel]),
    ).toEqual([
      ["@alpha", null],
      ["@bravo", "Week 2"],
    ]);
  });
});
