import { describe, expect, it } from "vitest";
import {
  type HistoryGame,
  seasonEnded,
  standingsAfterEachWeek,
  weekDecided,
  weekInScope,
  weekListed,
  weekStarted,
  winnersOf,
} from "./league-history.ts";

const T = Date.parse("2024-11-23T17:00:00Z");
const at = (hours: number) => new Date(T + hours * 3_600_000);
const game = (id: string, kickoffHours: number, status = "scheduled"): HistoryGame => ({
  id,
  kickoffISO: at(kickoffHours),
  status,
});
const NONE: ReadonlySet<string> = new Set();
const PICKS = { picks: true, trivia: false };

describe("which weeks a league's history shows", () => {
  it("shows a week once its first game has kicked off, not before", () => {
    const games = [game("a", 1), game("b", 3)];
    expect(weekStarted(games, at(0.99))).toBe(false);
    expect(weekStarted(games, at(1))).toBe(true);
    expect(weekStarted([], at(100))).toBe(false);
  });

  it("keeps from a from-creation league the weeks with a game at or after its creation, or trivia days after it", () => {
    const week = { endDate: at(10), games: [game("a", 1), game("b", 3)] };
    expect(weekInScope(week, null, false)).toBe(true);
    expect(weekInScope(week, at(3), false)).toBe(true);
    expect(weekInScope(week, at(4), false)).toBe(false);
    expect(weekInScope(week, at(4), true)).toBe(true);
    expect(weekInScope(week, at(11), true)).toBe(false);
  });
});

describe("when a week is decided", () => {
  const week = { endDate: at(10), games: [game("a", 1, "final"), game("b", 2), game("c", 3, "final")] };

  it("waits for every game of the league's slate, not the rest of the week", () => {
    expect(weekDecided(week, [week.games[0]!, week.games[2]!], NONE, PICKS, at(5))).toBe(true);
    expect(weekDecided(week, week.games, NONE, PICKS, at(5))).toBe(false);
  });

  it("counts a game the league voided as over", () => {
    expect(weekDecided(week, week.games, new Set(["b"]), PICKS, at(5))).toBe(true);
  });

  it("reads every game of the week while the slate is empty", () => {
    expect(weekDecided(week, [], NONE, PICKS, at(5))).toBe(false);
  });

  it("waits for the week's last day when the league counts trivia, and only for it in a trivia-only league", () => {
    const final = { ...week, games: week.games.map((g) => ({ ...g, status: "final" })) };
    expect(weekDecided(final, final.games, NONE, { picks: true, trivia: true }, at(9))).toBe(false);
    expect(weekDecided(final, final.games, NONE, { picks: true, trivia: true }, at(10))).toBe(true);
    expect(weekDecided(week, week.games, NONE, { picks: false, trivia: true }, at(10))).toBe(true);
  });
});

describe("when the season has ended", () => {
  const week = (seasonType: string, decided: boolean) => ({ seasonType, decided });

  it("needs the postseason stored and every week of the season decided", () => {
    expect(seasonEnded([week("regular", true)])).toBe(false);
    expect(seasonEnded([week("regular", true), week("postseason", false)])).toBe(false);
    expect(seasonEnded([week("regular", false), week("postseason", true)])).toBe(false);
    expect(seasonEnded([week("regular", true), week("postseason", true)])).toBe(true);
  });
});

describe("a period's winners", () => {
  const row = (userId: string, points: number, tiebreakerError?: number | null, tiebreakerSavedAt?: number | null) => ({
    userId,
    points,
    lastPickAt: null,
    tiebreakerError,
    tiebreakerSavedAt,
  });

  it("are everyone level with the leader on points when there is no tiebreaker", () => {
    expect(winnersOf([row("a", 5), row("b", 5), row("c", 3)])).toEqual(["a", "b"]);
  });

  it("are split by the tiebreaker's error, then its save", () => {
    expect(winnersOf([row("a", 5, 1, 10), row("b", 5, 4, 5)])).toEqual(["a"]);
    expect(winnersOf([row("a", 5, 1, 10), row("b", 5, 1, 10), row("c", 5, 1, 11)])).toEqual(["a", "b"]);
  });

  it("are nobody while nobody has a point, and the least negative when everyone lost some", () => {
    expect(winnersOf([row("a", 0), row("b", 0)])).toEqual([]);
    expect(winnersOf([])).toEqual([]);
    expect(winnersOf([row("a", -1), row("b", -3)])).toEqual(["a"]);
  });
});

describe("each member's standing after each week", () => {
  it("ranks the points so far, members level on points sharing a place, and counts a missing week as nothing", () => {
    const weeks = [
      new Map([
        ["ann", { points: 3, lastPickAt: 20 }],
        ["ben", { points: 5, lastPickAt: 10 }],
      ]),
      new Map([
        ["ann", { points: 4, lastPickAt: 30 }],
        ["ben", { points: 2, lastPickAt: 40 }],
      ]),
      new Map([["cyd", { points: 1, lastPickAt: 50 }]]),
    ];
    const standings = standingsAfterEachWeek(["ann", "ben", "cyd"], weeks);
    expect(standings.map((week) => Object.fromEntries(week))).toEqual([
      { ben: 1, ann: 2, cyd: 3 },
      // 7 each: a shared first place (the save of the last pick orders, it does not rank).
      { ann: 1, ben: 1, cyd: 3 },
      { ann: 1, ben: 1, cyd: 3 },
    ]);
  });
});

describe("a week listed in a league's history", () => {
  const created = new Date("2026-10-01T12:00:00Z");
  const nobody = [
    { points: 0, lastPickAt: null },
    { points: 0, lastPickAt: null },
  ];

  const game = (iso: string): HistoryGame => ({ id: iso, kickoffISO: new Date(iso), status: "final" });
  const early = { endDate: new Date("2026-09-28T00:00:00Z"), games: [game("2026-09-26T17:00:00Z")] };

  it("leaves out a week over before the league existed when nothing of it counts", () => {
    expect(weekListed(early, created, nobody)).toBe(false);
  });

  it("keeps an earlier week whose points count (a full-season league), and every week the league saw", () => {
    expect(weekListed(early, created, [{ points: 3, lastPickAt: 10 }, ...nobody])).toBe(true);
    expect(weekListed({ endDate: new Date("2026-10-04T00:00:00Z"), games: [] }, created, nobody)).toBe(true);
    expect(weekListed({ ...early, games: [game("2026-10-01T13:00:00Z")] }, created, nobody)).toBe(true);
  });
});
