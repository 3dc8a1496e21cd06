import { describe, expect, it } from "vitest";
import {
  confidenceAt,
  moveWithin,
  openNeighbour,
  openSlotsStrategy,
  orderByLine,
  orderFromCard,
  setValueWithin,
  slotDuringMove,
  stepWithin,
} from "./league-picks-order";

const game = (id: string, locked = false, confidence: number | null = null) => ({
  id,
  locked,
  pick:
    confidence === null ? null : { winner: "HOME" as const, confidence, line: null, savedAt: "2024-11-20T00:00:00Z" },
});

describe("a confidence card's order", () => {
  it("starts a new card by kickoff, the first game worth the most", () => {
    const order = orderFromCard([game("a"), game("b"), game("c")]);
    expect(order).toEqual(["a", "b", "c"]);
    expect(order.map((_, index) => confidenceAt(index, order.length))).toEqual([3, 2, 1]);
  });

  it("puts each saved value in its row and fills the rest by kickoff", () => {
    expect(orderFromCard([game("a"), game("b", false, 4), game("c"), game("d", false, 1)])).toEqual([
      "b",
      "a",
      "c",
      "d",
    ]);
  });

  it("sinks locked games without a pick to the bottom so the open games get the highest free values", () => {
    expect(orderFromCard([game("fri1", true), game("fri2", true, 2), game("sat1"), game("sat2")])).toEqual([
      "sat1",
      "sat2",
      "fri2",
      "fri1",
    ]);
  });

  it("fills the free rows when a saved value is out of range or used twice (a changed slate)", () => {
    expect(orderFromCard([game("a", false, 9), game("b", false, 2), game("c", false, 2)])).toEqual(["a", "b", "c"]);
  });
});

describe("moving a pick", () => {
  const none = () => false;

  it("re-ranks the picks between the two rows by one", () => {
    expect(moveWithin(["a", "b", "c", "d"], "d", "b", none)).toEqual(["a", "d", "b", "c"]);
    expect(moveWithin(["a", "b", "c", "d"], "a", "c", none)).toEqual(["b", "c", "a", "d"]);
  });

  it("keeps locked rows where they are, moving the open picks around them", () => {
    const locked = (id: string) => id === "L";
    expect(moveWithin(["a", "L", "b", "c"], "c", "a", locked)).toEqual(["c", "L", "a", "b"]);
    expect(moveWithin(["a", "L", "b"], "a", "b", locked)).toEqual(["b", "L", "a"]);
  });

  it("changes nothing when the move is from or onto a locked row, or onto itself", () => {
    const locked = (id: string) => id === "L";
    expect(moveWithin(["a", "L", "b"], "L", "a", locked)).toEqual(["a", "L", "b"]);
    expect(moveWithin(["a", "L", "b"], "b", "L", locked)).toEqual(["a", "L", "b"]);
    expect(moveWithin(["a", "L", "b"], "b", "b", locked)).toEqual(["a", "L", "b"]);
  });
});

describe("setting a pick's value directly", () => {
  const none = () => false;

  it("gives the game the row worth the value and swaps the game that held it into the old row", () => {
    // Rows are worth 4, 3, 2, 1: "d" (1) takes 4 and "a" takes 1; "b" and "c" keep theirs.
    expect(setValueWithin(["a", "b", "c", "d"], "d", 4, none)).toEqual(["d", "b", "c", "a"]);
    expect(setValueWithin(["a", "b", "c", "d"], "a", 2, none)).toEqual(["c", "b", "a", "d"]);
  });

  it("changes nothing for the game's own value, a value outside 1..N or not whole, or a locked row either side", () => {
    const locked = (id: string) => id === "L";
    expect(setValueWithin(["a", "b", "c"], "b", 2, none)).toEqual(["a", "b", "c"]);
    for (const value of [0, 4, -1, 1.5])
      expect(setValueWithin(["a", "b", "c"], "a", value, none)).toEqual(["a", "b", "c"]);
    expect(setValueWithin(["a", "L", "b"], "a", 2, locked)).toEqual(["a", "L", "b"]);
    expect(setValueWithin(["a", "L", "b"], "L", 1, locked)).toEqual(["a", "L", "b"]);
    expect(setValueWithin(["a", "b"], "z", 1, none)).toEqual(["a", "b"]);
  });
});

describe("moving a pick one row", () => {
  const none = () => false;
  const locked = (id: string) => id === "L";

  it("trades values with the game above (up) or below (down)", () => {
    expect(stepWithin(["a", "b", "c"], "b", -1, none)).toEqual(["b", "a", "c"]);
    expect(stepWithin(["a", "b", "c"], "b", 1, none)).toEqual(["a", "c", "b"]);
  });

  it("stays put at the top going up and at the bottom going down", () => {
    expect(stepWithin(["a", "b", "c"], "a", -1, none)).toEqual(["a", "b", "c"]);
    expect(stepWithin(["a", "b", "c"], "c", 1, none)).toEqual(["a", "b", "c"]);
    expect(openNeighbour(["a", "b"], "a", -1, none)).toBeUndefined();
    expect(openNeighbour(["a", "b"], "b", 1, none)).toBeUndefined();
  });

  it("steps over locked rows, which keep their values, and counts a locked row at the edge as the edge", () => {
    expect(stepWithin(["a", "L", "b"], "b", -1, locked)).toEqual(["b", "L", "a"]);
    expect(stepWithin(["L", "a", "b"], "a", -1, locked)).toEqual(["L", "a", "b"]);
    expect(openNeighbour(["L", "a", "b"], "a", -1, locked)).toBeUndefined();
    expect(stepWithin(["a", "L", "b"], "L", 1, locked)).toEqual(["a", "L", "b"]);
  });
});

describe("ordering by the line", () => {
  const none = () => false;

  it("ranks the biggest favourite highest, whichever side is favoured, a pick'em after the favourites", () => {
    const games = [
      { id: "small", line: -3 },
      { id: "even", line: 0 },
      { id: "awayBig", line: 14.5 },
      { id: "homeBig", line: -7 },
    ];
    expect(orderByLine(["small", "even", "awayBig", "homeBig"], games, none)).toEqual([
      "awayBig",
      "homeBig",
      "small",
      "even",
    ]);
  });

  it("puts the games without a line last and breaks ties by the card's order, whatever the current order", () => {
    const games = [
      { id: "a", line: null },
      { id: "b", line: -6 },
      { id: "c", line: 6 },
      { id: "d", line: null },
      { id: "e", line: -10 },
    ];
    const expected = ["e", "b", "c", "a", "d"];
    expect(orderByLine(["a", "b", "c", "d", "e"], games, none)).toEqual(expected);
    expect(orderByLine(["d", "c", "e", "a", "b"], games, none)).toEqual(expected);
    expect(orderByLine(expected, games, none)).toEqual(expected);
  });

  it("leaves locked rows with their values and orders the open games into the other rows", () => {
    const games = [
      { id: "L", line: -30 },
      { id: "a", line: -1 },
      { id: "b", line: -20 },
      { id: "c", line: null },
    ];
    expect(orderByLine(["a", "L", "c", "b"], games, (id) => id === "L")).toEqual(["b", "L", "a", "c"]);
  });
});

describe("the drag preview", () => {
  it("slides each open row to the slot it will take, as moveWithin orders them", () => {
    const order = ["a", "b", "c", "d"];
    const moved = moveWithin(order, "d", "b", () => false);
    for (const [index, id] of order.entries()) expect(moved[slotDuringMove(index, 3, 1)]).toBe(id);
  });

  it("translates a row by the distance to its new slot, wherever locked rows sit between", () => {
    const rects = [0, 200, 300].map((top) => ({ top, left: 0, width: 100, height: 90, right: 100, bottom: top + 90 }));
    const move = { rects, activeIndex: 2, overIndex: 0, activeNodeRect: rects[2]! };
    expect(openSlotsStrategy({ ...move, index: 0 })).toEqual({ x: 0, y: 200, scaleX: 1, scaleY: 1 });
    expect(openSlotsStrategy({ ...move, index: 1 })).toEqual({ x: 0, y: 100, scaleX: 1, scaleY: 1 });
  });
});
