import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GradingDelta, Gradings } from "./gradings.ts";

const canonical = fc.uuid().map((id) => id.toLowerCase());
// Mostly canonical ids; now and then one the database would not write (upper case, not a uuid).
const userId = fc.oneof(
  { arbitrary: canonical, weight: 8 },
  { arbitrary: canonical.map((id) => id.toUpperCase()), weight: 1 },
  { arbitrary: fc.constantFrom("u1", "not-a-uuid"), weight: 1 },
);

const game = fc.record({ gameId: canonical, weekId: fc.constantFrom("w1", "w2") });
const line = fc.record({
  userId,
  points: fc.integer({ min: -5, max: 40 }),
  correct: fc.boolean(),
  savedAt: fc.integer({ min: 0, max: 2 ** 53 - 1 }),
});
const records = fc.array(fc.record({ game, lines: fc.array(line, { maxLength: 30 }) }), { maxLength: 5 });

/** A record's text as figures.sql.ts writes it: "user points correct savedAt" a line. */
const text = (lines: readonly Omit<GradingDelta, "gameId" | "weekId">[]) =>
  lines.map((l) => `${l.userId} ${l.points} ${l.correct ? 1 : 0} ${l.savedAt}`).join("\n");

type Records = typeof records extends fc.Arbitrary<infer T> ? T : never;

const objects = (list: Records): GradingDelta[] =>
  list.flatMap(({ game, lines }) => lines.map((l) => ({ ...l, ...game })));

describe("Gradings", () => {
  it("reads records into columns that give back every line, in order, whatever the ids", () => {
    fc.assert(
      fc.property(records, (list) => {
        const gradings = Gradings.parse(list.map(({ game, lines }) => ({ ...game, deltas: text(lines) })));
        expect(gradings.length).toBe(objects(list).length);
        expect(gradings.deltas()).toEqual(objects(list));
        expect(gradings.runs.map((run) => run.gameId)).toEqual(list.map((r) => r.game.gameId));
        // Words only when every id is a canonical uuid: any other id is kept as its text.
        const allCanonical = objects(list).every((d) => /^[0-9a-f-]{36}$/.test(d.userId));
        expect(gradings.words !== null).toBe(allCanonical);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a record of many short lines (ids that are not uuids) whole", () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({
      userId: `u${i}`,
      points: i % 3,
      correct: i % 2 === 0,
      savedAt: i,
    }));
    const gradings = Gradings.parse([{ gameId: "g1", weekId: "w1", deltas: text(lines) }]);
    expect(gradings.deltas()).toEqual(lines.map((l) => ({ ...l, gameId: "g1", weekId: "w1" })));
  });

  it("makes the same columns from objects as from their records", () => {
    fc.assert(
      fc.property(records, (list) => {
        const parsed = Gradings.parse(list.map(({ game, lines }) => ({ ...game, deltas: text(lines) })));
        const made = Gradings.of(objects(list));
        expect(made.deltas()).toEqual(parsed.deltas());
        expect(made.words && [...made.words]).toEqual(parsed.words && [...parsed.words]);
      }),
      { numRuns: 200 },
    );
  });

  it("gives a week's lines alone, and the same batch when every game is of that week", () => {
    fc.assert(
      fc.property(records, fc.constantFrom("w1", "w2"), (list, weekId) => {
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
