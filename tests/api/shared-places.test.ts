import { beforeEach, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import { finalizeGame } from "../../server/features/grading/finalize.service.ts";
import { gradeLeagueBacklog } from "../../server/features/grading/league-backlog.service.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import type { PointsSettings } from "../../shared/contracts/points.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";

beforeEach(() => resetBoards());

const HOUR = 3_600_000;

type Entry = { handle: string; rank: number; placed: boolean; points?: number; totalPoints?: number };
const places = (body: Entry[]) => body.map((e) => [e.handle, e.rank, e.placed, e.points ?? e.totalPoints]);

/**
 * A picks-only league on the site's picks: Georgia beats Texas 28-21. Ann calls the exact score
 * (3 points), Ben and Cyd the winner (1 each, Cyd saving later), Dee the loser (0, or the league's
 * penalty), Eve nothing.
 */
async function tiedWorld(points?: PointsSettings) {
  const week = await createWeek();
  const game = await createGame(week.id, {
    kickoffISO: new Date(clock.now().getTime() + HOUR),
    homeTeam: "Georgia",
    awayTeam: "Texas",
  });
  const ann = await playerClient("ann@example.com", "ann");
  const created = await ann.post("/api/leagues", { name: "Level Pegging", leagueType: "picks_only", points });
  expect(created.status).toBe(201);
  const leagueId = created.body.id as string;
  const picks = [
    [ann, { winner: "HOME", predHomeScore: 28, predAwayScore: 21 }],
    [await playerClient("ben@example.com", "ben"), { winner: "HOME" }],
    [await playerClient("cyd@example.com", "cyd"), { winner: "HOME" }],
    [await playerClient("dee@example.com", "dee"), { winner: "AWAY" }],
    [await playerClient("eve@example.com", "eve"), null],
  ] as const;
  for (const [player, pick] of picks) {
    if (player !== ann) {
      expect((await player.post("/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    }
    if (pick) expect((await player.post("/api/picks", { gameId: game.id, ...pick })).status).toBe(200);
    clock.advance(1000);
  }
  return { week, game, ann, leagueId };
}

type HistoryRow = {
  handle: string;
  seasonRank: number;
  seasonPlaced: boolean;
  weeks: { rank: number; placed: boolean }[];
};
const historyCells = (members: HistoryRow[]) =>
  members.map((m) => [m.handle, m.seasonRank, m.seasonPlaced, m.weeks.at(-1)?.rank, m.weeks.at(-1)?.placed]);

const PENALTY = { ...defaultPointsSettings, incorrectWinner: -2 };

describe("shared places in a league's standings", () => {
  it("shows nobody a place before anything counts, all members listed", async () => {
    const { week, ann, leagueId } = await tiedWorld();
    const weekly = (await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`)).body as Entry[];
    expect(weekly).toHaveLength(5);
    expect(weekly.every((e) => !e.placed && e.rank === 1)).toBe(true);
  });

  it("ranks members level on points in one place (1, 2, 2, 4) and lists a member with no pick last, unplaced", async () => {
    const { week, game, ann, leagueId } = await tiedWorld();
    clock.advance(2 * HOUR);
    await finalizeGame(game.id, { finalHomeScore: 28, finalAwayScore: 21 });
    await gradeLeagueBacklog();
    const expected = [
      ["ann", 1, true, 3],
      ["ben", 2, true, 1],
      ["cyd", 2, true, 1],
      ["dee", 4, true, 0],
      ["eve", 5, false, 0],
    ];
    const weekly = await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`);
    expect(weekly.status).toBe(200);
    expect(places(weekly.body)).toEqual(expected);
    const season = await ann.get(`/api/leagues/${leagueId}/standings/season`);
    expect(places(season.body)).toEqual(expected);
    const history = await ann.get(`/api/leagues/${leagueId}/history`);
    expect(historyCells(history.body.members)).toEqual(
      expected.map(([handle, rank, placed]) => [handle, rank, placed, rank, placed]),
    );
  });

  it("lists a member whose penalty took them below 0 above a member with no pick, in standings and History", async () => {
    const { week, game, ann, leagueId } = await tiedWorld(PENALTY);
    // Read before the grading too, so the boards held in memory move by it rather than being built after.
    expect((await ann.get(`/api/leagues/${leagueId}/standings/season`)).status).toBe(200);
    clock.advance(2 * HOUR);
    await finalizeGame(game.id, { finalHomeScore: 28, finalAwayScore: 21 });
    await gradeLeagueBacklog();
    const expected = [
      ["ann", 1, true, 3],
      ["ben", 2, true, 1],
      ["cyd", 2, true, 1],
      ["dee", 4, true, -2],
      ["eve", 5, false, 0],
    ];
    const season = await ann.get(`/api/leagues/${leagueId}/standings/season`);
    expect(places(season.body)).toEqual(expected);
    const weekly = await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`);
    expect(places(weekly.body)).toEqual(expected);
    const history = await ann.get(`/api/leagues/${leagueId}/history`);
    expect(historyCells(history.body.members)).toEqual(
      expected.map(([handle, rank, placed]) => [handle, rank, placed, rank, placed]),
    );
  });

  it("gives a week everyone who played lost to those level at the top, never to the member with no pick", async () => {
    const { week, game, ann, leagueId } = await tiedWorld(PENALTY);
    clock.advance(2 * HOUR);
    // A tie has no winner: every pick is an incorrect winner, -2 each.
    await finalizeGame(game.id, { finalHomeScore: 21, finalAwayScore: 21 });
    await gradeLeagueBacklog();
    const weekly = await ann.get(`/api/leagues/${leagueId}/standings/week/${week.id}`);
    expect(places(weekly.body)).toEqual([
      ["ann", 1, true, -2],
      ["ben", 1, true, -2],
      ["cyd", 1, true, -2],
      ["dee", 1, true, -2],
      ["eve", 5, false, 0],
    ]);
    const history = (await ann.get(`/api/leagues/${leagueId}/history`)).body;
    const eve = (history.members as { handle: string; userId: string }[]).find((m) => m.handle === "eve")!;
    expect(history.weeks.at(-1)).toMatchObject({ decided: true });
    expect(history.weeks.at(-1).winners).toHaveLength(4);
    expect(history.weeks.at(-1).winners).not.toContain(eve.userId);
  });
});
