import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareLeagueWeekKeys,
  compareRankKeys,
  competitionRanks,
  hasPlace,
  type RankKey,
  sameBoardPlace,
  sameLeaguePlace,
  type WeekTiebreakKey,
  weekWinners,
} from "./standings.ts";

const key = (userId: string, points: number, lastPickAt: number | null): RankKey => ({ userId, points, lastPickAt });
const order = (keys: RankKey[]) => [...keys].sort(compareRankKeys).map((k) => k.userId);

describe("compareRankKeys", () => {
  it("ranks more points first", () => {
    expect(order([key("a", 1, 5), key("b", 3, 9)])).toEqual(["b", "a"]);
  });

  it("breaks a tie on points by the earlier last counted pick", () => {
    expect(order([key("a", 2, 20), key("b", 2, 10)])).toEqual(["b", "a"]);
  });

  it("puts a player without a counted pick after equal players with one", () => {
    expect(order([key("a", 2, null), key("b", 2, 99)])).toEqual(["b", "a"]);
  });

  it("lists a player with a place before one with nothing counted, a negative total too", () => {
    expect(order([key("a", 0, null), key("b", -3, 7), key("c", 0, 9), key("d", -1, null)])).toEqual([
      "c",
      "d",
      "b",
      "a",
    ]);
  });

  it("breaks a full tie by user id so every rank is unique", () => {
    expect(order([key("b", 2, 10), key("a", 2, 10)])).toEqual(["a", "b"]);
    expect(order([key("b", 0, null), key("a", 0, null)])).toEqual(["a", "b"]);
  });

  it("is a total order: any input order gives the same ranking", () => {
    const keys = fc.uniqueArray(
      fc.record({
        userId: fc.string({ minLength: 1, maxLength: 3 }),
        points: fc.integer({ min: -2, max: 3 }),
        lastPickAt: fc.option(fc.integer({ min: 0, max: 3 })),
      }),
      { selector: (k) => k.userId },
    );
    fc.assert(
      fc.property(keys, (list) => {
        expect(order([...list].reverse())).toEqual(order(list));
      }),
    );
  });
});

const row = (userId: string, points: number, error: number | null, savedAt: number | null = null): WeekTiebreakKey => ({
  userId,
  points,
  lastPickAt: null,
  tiebreakerError: error,
  tiebreakerSavedAt: error === null ? null : savedAt,
});

describe("compareLeagueWeekKeys", () => {
  it("orders equal points by the smallest tiebreaker error, then the earlier save, members without one last", () => {
    const rows = [row("a", 10, null), row("b", 10, 7, 5), row("c", 12, null), row("d", 10, 3, 9), row("e", 10, 3, 2)];
    expect(rows.sort(compareLeagueWeekKeys).map((r) => r.userId)).toEqual(["c", "e", "d", "b", "a"]);
  });

  it("lists a member with a place before one with nothing counted, whatever their points and tiebreaker", () => {
    const penalised: WeekTiebreakKey = { ...key("a", -2, 5), tiebreakerError: 9, tiebreakerSavedAt: 1 };
    const idle: WeekTiebreakKey = { ...key("b", 0, null), tiebreakerError: 0, tiebreakerSavedAt: 1 };
    expect([idle, penalised].sort(compareLeagueWeekKeys).map((r) => r.userId)).toEqual(["a", "b"]);
  });

  it("is the boards' order whenever nobody has a tiebreaker", () => {
    const key = fc.record({
      userId: fc.uuid(),
      points: fc.integer({ min: -5, max: 5 }),
      lastPickAt: fc.option(fc.nat()),
    });
    fc.assert(
      fc.property(key, key, (a, b) => Math.sign(compareLeagueWeekKeys(a, b)) === Math.sign(compareRankKeys(a, b))),
    );
  });
});

describe("weekWinners", () => {
  it("shares the week among the members level on points when no tiebreaker decides", () => {
    const ranked = [row("a", 10, null), row("b", 10, null), row("c", 8, null)];
    expect(weekWinners(ranked).map((r) => r.userId)).toEqual(["a", "b"]);
  });

  it("gives the week to the leader alone once the tiebreaker separates the level members", () => {
    const ranked = [row("a", 10, 1, 4), row("b", 10, 1, 6), row("c", 10, null)];
    expect(weekWinners(ranked).map((r) => r.userId)).toEqual(["a"]);
  });

  it("never gives a share of the week to a member with nothing counted", () => {
    const ranked = [key("a", 0, 4), key("b", 0, null), key("c", -1, 2)];
    expect(weekWinners(ranked).map((r) => r.userId)).toEqual(["a"]);
  });

  it("has no winner on an empty board", () => {
    expect(weekWinners([])).toEqual([]);
  });
});

describe("shared places", () => {
  it("gives members level on every ranking key one rank and skips the places they fill (1, 2, 2, 4)", () => {
    const rows = [key("a", 9, 1), key("b", 5, 2), key("c", 5, 3), key("d", 1, 4)];
    expect(competitionRanks(rows, sameLeaguePlace)).toEqual([1, 2, 2, 4]);
  });

  it("shares a league place on points alone, but not when the week's tiebreaker parts them", () => {
    const close: WeekTiebreakKey = { ...key("a", 5, 9), tiebreakerError: 2, tiebreakerSavedAt: 1 };
    const far: WeekTiebreakKey = { ...key("b", 5, 1), tiebreakerError: 7, tiebreakerSavedAt: 1 };
    expect(sameLeaguePlace(key("a", 5, 9), key("b", 5, 1))).toBe(true);
    expect(sameLeaguePlace(close, far)).toBe(false);
  });

  it("never shares a place between a member with a graded pick and one with nothing counted", () => {
    expect(competitionRanks([key("a", 0, 3), key("b", 0, 8), key("c", 0, null)], sameLeaguePlace)).toEqual([1, 1, 3]);
  });

  it("shares a global board's place only when the earliest submission is level too", () => {
    expect(sameBoardPlace(key("a", 5, 9), key("b", 5, 1))).toBe(false);
    expect(sameBoardPlace(key("a", 5, 9), key("b", 5, 9))).toBe(true);
  });

  it("gives no place to a row with nothing counted yet", () => {
    expect(hasPlace(key("a", 0, null))).toBe(false);
    expect(hasPlace(key("a", 0, 4))).toBe(true);
    expect(hasPlace(key("a", 2, null))).toBe(true);
  });

  it("ranks any ordered rows from 1, each rank its position or the rank of the row before", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3)), (points) => {
        const rows = points.sort((x, y) => y - x).map((p, i) => key(String(i), p, 1));
        const ranks = competitionRanks(rows, sameLeaguePlace);
        ranks.forEach((rank, i) => {
          expect(rank).toBe(i > 0 && rows[i - 1]!.points === rows[i]!.points ? ranks[i - 1] : i + 1);
        });
      }),
    );
  });
});
