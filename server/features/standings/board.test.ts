import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareLeagueWeekKeys,
  compareRankKeys,
  competitionRanks,
  sameBoardPlace,
  sameLeaguePlace,
} from "../../../shared/domain/standings.ts";
import { addGradings, type Board, moveRows, rankBoard } from "./board.ts";
import { Gradings } from "./gradings.ts";
import type { StandingRow } from "./standings.sql.ts";

/**
 * Players' ids: canonical uuids level on their first words and apart on them (words past 2^31,
 * which the board compares unsigned), and two it keeps as text: an upper-case uuid and a non-uuid.
 */
const ids = [
  ...Array.from({ length: 24 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`),
  "7fffffff-ffff-4fff-bfff-ffffffffffff",
  "80000000-0000-4000-8000-000000000000",
  "ffffffff-0000-4000-8000-000000000001",
  "00000000-8000-4000-8000-000000000002",
  "C0FFEE00-0000-4000-8000-000000000003",
  "u1",
];
const name = fc.option(fc.constantFrom("ann", "bo", "", "Zoë", "李", "🏈 Bo"), { nil: null });

const row = (userId: string) =>
  fc.record({
    userId: fc.constant(userId),
    handle: name,
    firstName: name,
    lastName: name,
    // Below 0 too (an incorrect-winner penalty): such a row still has a place, one at 0 with no save none.
    points: fc.integer({ min: -2, max: 4 }),
    correctWins: fc.nat(3),
    incorrectWins: fc.nat(3),
    lastPickAt: fc.option(fc.nat(3), { nil: null }),
    tiebreakerError: fc.option(fc.nat(2), { nil: null }),
    tiebreakerSavedAt: fc.option(fc.nat(2), { nil: null }),
  });

/** Players on a board: a row each for some of the ids (small ranges, so ties are common). */
const rows = fc
  .subarray(ids)
  .chain((on) => (on.length ? fc.tuple(...on.map(row)) : fc.constant([] as StandingRow[])))
  .map((list) => [...list] as StandingRow[]);

/** A change: players it names, and the rows those of them still on the board now have. */
const change = fc
  .subarray(ids, { minLength: 1 })
  .chain((named) =>
    fc
      .tuple(...named.map((id) => fc.option(row(id), { nil: null })))
      .map((fresh) => ({ named, fresh: fresh.filter((r): r is NonNullable<typeof r> => r !== null) })),
  );

/** rankBoard takes its rows over: each board gets its own. */
const copies = <R extends object>(list: R[]) => list.map((r) => ({ ...r }));

const shown = (board: Board) => ({
  rows: board.rows.map((r) => ({ ...r })),
  positions: [...board.positionOf].sort(([a], [b]) => (a < b ? -1 : 1)),
});

describe("moveRows", () => {
  for (const [name, compare] of [
    ["the boards' order", undefined],
    ["a league week's tiebreaker order", compareLeagueWeekKeys],
  ] as const) {
    it(`leaves a board equal to a full re-ranking after any sequence of changes, by ${name}`, () => {
      fc.assert(
        fc.property(rows, fc.array(change, { maxLength: 6 }), (start, changes) => {
          const board = rankBoard(copies(start), compare);
          const current = new Map(start.map((r) => [r.userId, r]));
          for (const { named, fresh } of changes) {
            moveRows(board, named, fresh);
            for (const id of named) current.delete(id);
            for (const r of fresh) current.set(r.userId, r);
            expect(shown(board)).toEqual(shown(rankBoard(copies([...current.values()]), compare)));
          }
          expect(board.version).toBe(changes.length);
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe("a board's ranks", () => {
  for (const [name, compare, same] of [
    ["a global board (points and the earliest submission)", compareRankKeys, sameBoardPlace],
    ["a league season (points)", compareRankKeys, sameLeaguePlace],
    ["a league week (points and tiebreaker)", compareLeagueWeekKeys, sameLeaguePlace],
  ] as const) {
    it(`are the competition ranks of its order on ${name}, read in order or at random, after moves`, () => {
      fc.assert(
        fc.property(rows, fc.array(change, { maxLength: 3 }), fc.array(fc.nat(40)), (start, changes, probes) => {
          const board = rankBoard(copies(start), compare, same);
          for (const { named, fresh } of changes) moveRows(board, named, fresh);
          const listed = board.rows.map((r) => ({ ...r }));
          expect(listed.map((r) => r.rank)).toEqual(competitionRanks(listed, same));
          for (const probe of probes) {
            if (board.size === 0) break;
            const at = probe % board.size;
            expect(board.rankAt(at)).toBe(listed[at]!.rank);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe("addGradings", () => {
  const deltas = (on: string[]) =>
    fc.tuple(
      ...on.map((userId) =>
        fc.record({
          userId: fc.constant(userId),
          gameId: fc.constantFrom("g1", "g2"),
          weekId: fc.constant("w1"),
          points: fc.integer({ min: -2, max: 3 }),
          correct: fc.boolean(),
          savedAt: fc.nat(4),
        }),
      ),
    );

  it("adds each picker's points, outcome and counted pick, then ranks as a full re-ranking would", () => {
    fc.assert(
      fc.property(
        rows
          .filter((list) => list.length > 0)
          .chain((list) => fc.tuple(fc.constant(list), deltas(list.flatMap((r) => [r.userId, r.userId])))),
        ([start, given]) => {
          const board = rankBoard(copies(start));
          board.graded = new Set(["g0"]);
          // Two gradings, the rows read between them and after: each addition reaches a row once.
          expect(addGradings(board, ["g1"], Gradings.of(given.filter((d) => d.gameId === "g1")))).toBe(true);
          for (const r of start) board.rowOfPlayer(r.userId);
          expect(addGradings(board, ["g2"], Gradings.of(given.filter((d) => d.gameId === "g2")))).toBe(true);
          const expected = new Map(start.map((r) => [r.userId, { ...r }]));
          for (const d of given) {
            const r = expected.get(d.userId)!;
            r.points += d.points;
            if (d.correct) r.correctWins++;
            else r.incorrectWins++;
            r.lastPickAt = r.lastPickAt === null ? d.savedAt : Math.max(r.lastPickAt, d.savedAt);
          }
          for (const r of start) board.rowOfPlayer(r.userId);
          expect(shown(board)).toEqual(shown(rankBoard([...expected.values()])));
          for (const d of given) expect(board.graded.has(d.gameId)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("leaves the board untouched and answers false for a game it already counts or a picker not on it", () => {
    const start = [
      {
        userId: ids[0]!,
        handle: null,
        firstName: null,
        lastName: null,
        points: 1,
        correctWins: 1,
        incorrectWins: 0,
        lastPickAt: 1,
      },
    ];
    const board = rankBoard(start);
    board.graded = new Set(["g1"]);
    const delta = { userId: ids[0]!, gameId: "g1", weekId: "w1", points: 2, correct: true, savedAt: 2 };
    expect(addGradings(board, ["g1"], Gradings.of([delta]))).toBe(false);
    expect(addGradings(board, ["g2"], Gradings.of([{ ...delta, gameId: "g2", userId: ids[1]! }]))).toBe(false);
    expect(board.rows[0]!.points).toBe(1);
    expect(board.version).toBe(0);
  });
});

describe("a change of many rows", () => {
  const many = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
  // Saves near today's µs (both words of the double move) or none; points level across many players.
  const save = fc.option(
    fc.constantFrom(1_732_000_000_000_000, 1_732_000_000_000_001, 1_732_000_065_536_000, 4_294_967_296, 0),
    { nil: null },
  );
  const player = (userId: string) =>
    fc.record({
      userId: fc.constant(userId),
      handle: fc.constant(null),
      firstName: fc.constant(null),
      lastName: fc.constant(null),
      // Level on few values, across the radix sort's 16-bit digits.
      points: fc.oneof(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 65_533, max: 65_538 }),
        fc.integer({ min: 131_070, max: 131_073 }),
      ),
      correctWins: fc.nat(3),
      incorrectWins: fc.nat(3),
      lastPickAt: save,
    });

  it("moves hundreds of rows at once into the order a full re-ranking gives", () => {
    fc.assert(
      fc.property(
        fc.tuple(...many.map(player)),
        fc
          .shuffledSubarray(many, { minLength: 64 })
          .chain((named) => fc.tuple(fc.constant(named), fc.tuple(...named.map(player)))),
        (start, [named, fresh]) => {
          const board = rankBoard(copies(start));
          moveRows(board, named, fresh);
          const expected = new Map(start.map((r) => [r.userId, r]));
          for (const r of fresh) expected.set(r.userId, r);
          expect(shown(board)).toEqual(shown(rankBoard(copies([...expected.values()]))));
        },
      ),
      { numRuns: 60 },
    );
  });
});
