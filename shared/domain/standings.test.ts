import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareRankKeys, type RankKey } from "./standings.ts";

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
