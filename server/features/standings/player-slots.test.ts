import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalUuidWords, PlayerSlots, uuidText, uuidWords } from "./player-slots.ts";

/** The words of every row's user id (four a row); null when one is not a uuid. */
function idWords(rows: readonly { userId: string }[]): Int32Array | null {
  const words = new Int32Array(4 * rows.length);
  for (let i = 0; i < rows.length; i++) if (!uuidWords(rows[i]!.userId, words, 4 * i)) return null;
  return words;
}

// Few distinct ids (some level on their first words, some not uuids at all), so sets, deletes and
// re-sets of the same id are common and the table grows and rehashes past its removed buckets.
const id = fc.oneof(
  fc.nat(40).map((n) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`),
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.constantFrom("u1", "not-a-uuid", "00000000-0000-4000-8000-00000000000g", ""),
);

const op = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), id, slot: fc.nat(1000) }),
  fc.record({ kind: fc.constant("delete" as const), id }),
);

describe("PlayerSlots", () => {
  it("answers as a Map keyed by the id in lowercase after any sequence of sets and deletes", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.array(op, { maxLength: 300 }), (expected, ops) => {
        const table = new PlayerSlots(expected);
        const map = new Map<string, number>();
        // A uuid is its 128 bits: the same id in either case is one key.
        const key = (value: string) => (uuidWords(value, new Int32Array(4), 0) ? value.toLowerCase() : value);
        for (const o of ops) {
          if (o.kind === "set") {
            table.set(o.id, o.slot);
            map.set(key(o.id), o.slot);
          } else {
            table.delete(o.id);
            map.delete(key(o.id));
          }
          expect(table.size).toBe(map.size);
        }
        for (const o of ops) {
          expect(table.get(o.id)).toBe(map.get(key(o.id)));
          expect(table.has(o.id)).toBe(map.has(key(o.id)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps room to probe when ids come and go many times over in a small table", () => {
    const table = new PlayerSlots(1);
    for (let i = 0; i < 200; i++) {
      const value = `00000000-0000-4000-8000-${String(i % 3).padStart(12, "0")}`;
      table.set(value, i);
      table.delete(value);
    }
    table.set("00000000-0000-4000-8000-000000000007", 7);
    expect([
      table.get("00000000-0000-4000-8000-000000000007"),
      table.get("00000000-0000-4000-8000-000000000001"),
    ]).toEqual([7, undefined]);
    expect(table.size).toBe(1);
  }, 5_000);

  it("looks an id up by its words as by its text, and gives no words for a list with an id that is not a uuid", () => {
    const ids = ["0f8b3c52-6d1e-4a7b-9c2d-3e4f5a6b7c8d", "00000000-0000-4000-8000-000000000001"];
    const table = new PlayerSlots();
    for (const [slot, value] of ids.entries()) table.set(value, slot);
    const rows = ids.map((userId) => ({ userId }));
    const words = idWords(rows)!;
    const out = new Int32Array(2);
    expect(table.slotsOfWords(words, 2, out)).toBe(true);
    expect([...out]).toEqual([0, 1]);
    expect(idWords([...rows, { userId: "u1" }])).toBeNull();
    expect(uuidWords("0f8b3c52-6d1e-4a7b-9c2d-3e4f5a6b7c8d", new Int32Array(4), 0)).toBe(true);
    expect(uuidWords("0f8b3c52+6d1e-4a7b-9c2d-3e4f5a6b7c8d", new Int32Array(4), 0)).toBe(false);
  });
});

describe("PlayerSlots, many at once", () => {
  const ids = fc.array(
    fc.nat(300).map((n) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`),
    { maxLength: 2000 },
  );

  it("finds and sets many ids by their words in bucket order as one at a time would", () => {
    fc.assert(
      fc.property(ids, ids, fc.nat(50), (known, asked, expected) => {
        const many = new PlayerSlots(expected);
        const one = new PlayerSlots(expected);
        const rows = known.map((userId) => ({ userId }));
        const words = idWords(rows)!;
        many.setManyWords(words, rows.length);
        for (const [i, row] of rows.entries()) one.set(row.userId, i);
        expect(many.size).toBe(one.size);
        for (const id of [...known, ...asked]) expect(many.get(id)).toBe(one.get(id));
        const askedWords = idWords(asked.map((userId) => ({ userId })))!;
        const out = new Int32Array(asked.length);
        const all = asked.every((id) => one.has(id));
        expect(many.slotsOfWords(askedWords, asked.length, out)).toBe(all);
        if (all) expect([...out]).toEqual(asked.map((id) => one.get(id)));
      }),
      { numRuns: 100 },
    );
  });
});

describe("canonicalUuidWords and uuidText", () => {
  it("give a lowercase uuid its words and the words its text back, and take no other text", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const words = new Int32Array(5);
        expect(canonicalUuidWords(id, words, 1)).toBe(true);
        expect(uuidText(words, 1)).toBe(id);
        expect(canonicalUuidWords(id.toUpperCase(), words, 1)).toBe(id.toUpperCase() === id);
        expect(canonicalUuidWords(`${id} `, words, 1)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
