import { describe, expect, it } from "vitest";
import { confidenceAt, moveWithin, openSlotsStrategy, orderFromCard, slotDuringMove } from "./league-picks-order";

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
