import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RowTexts } from "./row-texts.ts";

const text = fc.oneof(
  fc.constantFrom("", "ann", "Zoë", "李", "🏈 Bo"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 400 }),
);

const op = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), slot: fc.nat(19), field: fc.nat(2), value: fc.option(text) }),
  fc.record({ kind: fc.constant("clear" as const), slot: fc.nat(19) }),
);

describe("RowTexts", () => {
  it("answers as a map by slot and field after any sequence of sets and clears, growing and packing its buffer", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const texts = new RowTexts(3);
        texts.grow(10);
        const model = new Map<string, string | null>();
        for (const o of ops) {
          texts.grow(o.slot + 1);
          if (o.kind === "set") {
            texts.set(o.slot, o.field, o.value);
            model.set(`${o.slot}:${o.field}`, o.value);
          } else {
            texts.clear(o.slot);
            for (let field = 0; field < 3; field++) model.set(`${o.slot}:${field}`, null);
          }
        }
        let live = 0;
        for (let slot = 0; slot < 20; slot++)
          for (let field = 0; field < 3; field++) {
            const expected = model.get(`${slot}:${field}`) ?? null;
            if (slot < 10 || model.has(`${slot}:${field}`)) expect(texts.get(slot, field)).toBe(expected);
            live += expected === null ? 0 : Buffer.byteLength(expected);
          }
        expect(texts.usedBytes).toBe(live);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps its buffer near the live texts' size however often they are replaced", () => {
    const texts = new RowTexts(1);
    texts.grow(100);
    for (let round = 0; round < 1000; round++)
      for (let slot = 0; slot < 100; slot++) texts.set(slot, 0, `player ${slot} round ${round}`);
    expect(texts.get(42, 0)).toBe("player 42 round 999");
    expect(texts.byteLength).toBeLessThan(100 * 8 + 8 * texts.usedBytes);
  });
});
