import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ascending } from "./radix.ts";

describe("ascending", () => {
  it("orders indexes by their values, ties in index order, by sort or by radix passes alike", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.nat(3000), { maxLength: 50 }),
          fc.array(fc.oneof(fc.nat(70_000), fc.nat(2 ** 31 - 1)), { minLength: 1024, maxLength: 3000 }),
        ),
        (list) => {
          const values = Int32Array.from(list);
          const expected = list.map((_, i) => i).sort((a, b) => list[a]! - list[b]! || a - b);
          expect([...ascending(values)]).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
