import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GradingDelta, Gradings, LINE } from "./gradings.ts";

const canonical = fc.uuid().map((id) => id.toLowerCase());
// Mostly canonical ids; now and then one the database would not write (upper case, not a uuid).
const userId = fc.oneof(
  { arbitrary: canonical, weight: 8 },
  { arbitrary: canonical.map((id) => id.toUpperCase()), weight: 1 },
  { arbitrary: fc.constantFrom("u1", "not-a-uuid"), weight: 1 },
);

const game = fc.record({ gameId: canonical, weekId: fc.constantFrom("w1", "w2") });
const line = (id: fc.Arbitrary<string>) =>
  fc.record({
    userId: id,
    points: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    correct: fc.boolean(),
    savedAt: fc.integer({ min: -(2 ** 53 - 1), max: 2 ** 53 - 1 }),
  });
const recordsOf = (id: fc.Arbitrary<string>) =>
  fc.array(fc.record({ game, lines: fc.array(line(id), { maxLength: 30 }) }), { maxLength: 5 });
/** What the database writes: canonical uuids only. */
const records = recordsOf(canonical);

type Line = Omit<GradingDelta, "gameId" | "weekId">;

/**
 * A record as figures.sql.ts has PostgreSQL write it: each line's uuid_send, int4send, int8send
 * and int2send, the whole in base64 broken every 76 characters as encode() breaks it.
 */
function encoded(lines: readonly Line[]): string {
  const bytes = Buffer.alloc(lines.length * LINE);
  lines.forEach((l, i) => {
    const at = i * LINE;
    Buffer.from(l.userId.replaceAll("-", ""), "hex").copy(bytes, at);
    bytes.writeInt32BE(l.points, at + 16);
    bytes.writeBigInt64BE(BigInt(l.savedAt), at + 20);
    bytes.writeInt16BE(l.correct ? 1 : 0, at + 28);
  });
  return (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\n");
}

type Records = typeof records extends fc.Arbitrary<infer T> ? T : never;

const objects = (list: Records): GradingDelta[] =>
  list.flatMap(({ game, lines }) => lines.map((l) => ({ ...l, ...game })));
const stored = (list: Records) => list.map(({ game, lines }) => ({ ...game, deltas: encoded(lines) }));

describe("Gradings", () => {
  it("reads records into columns that give back every line, in order, its id as its words", () => {
    fc.assert(
      fc.property(records, (list) => {
        const gradings = Gradings.parse(stored(list))!;
        expect(gradings.length).toBe(objects(list).length);
        expect(gradings.deltas()).toEqual(objects(list));
        expect(gradings.runs.map((run) => run.gameId)).toEqual(list.map((r) => r.game.gameId));
        expect(gradings.words).not.toBeNull();
        // The same from the text's bytes, as postgres.js hands them over.
        const bytes = stored(list).map((r) => ({ ...r, deltas: Buffer.from(r.deltas, "latin1") }));
        expect(Gradings.parse(bytes)!.deltas()).toEqual(objects(list));
      }),
      { numRuns: 300 },
    );
  });

  it("reads a record an earlier version wrote as text, or one cut short, as none: the boards are rebuilt", () => {
    const a = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const line = { userId: a, points: 1, correct: true, savedAt: 1_700_000_000_000_000 };
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: `${a} 1 1 1700000000000000` }])).toBeNull();
    const whole = Buffer.from(encoded([line, line]), "base64");
    const cut = whole.subarray(0, whole.length - 1).toString("base64");
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: cut }])).toBeNull();
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: Buffer.from(cut) }])).toBeNull();
    const text = Buffer.from(`${a} 1 1 1700000000000000`);
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: text }])).toBeNull();
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: "" }])?.length).toBe(0);
    expect(Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: new Uint8Array(0) }])?.length).toBe(0);
  });

  it("makes the same columns from objects as from their records", () => {
    fc.assert(
      fc.property(records, (list) => {
        const parsed = Gradings.parse(stored(list))!;
        const made = Gradings.of(objects(list));
        expect(made.deltas()).toEqual(parsed.deltas());
        expect(made.words && [...made.words]).toEqual(parsed.words && [...parsed.words]);
      }),
      { numRuns: 200 },
    );
  });

  it("gives a week's lines alone, and the same batch when every game is of that week", () => {
    fc.assert(
      fc.property(recordsOf(userId), fc.constantFrom("w1", "w2"), (list, weekId) => {
        const gradings = Gradings.of(objects(list));
        const week = gradings.ofWeek(weekId);
        expect(week.deltas()).toEqual(objects(list).filter((d) => d.weekId === weekId));
        expect(week.runs.every((run) => run.weekId === weekId)).toBe(true);
        if (gradings.runs.every((run) => run.weekId === weekId)) expect(week).toBe(gradings);
      }),
      { numRuns: 200 },
    );
  });
});
