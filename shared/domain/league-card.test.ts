import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  confidenceProblem,
  countedConfidence,
  homeLineOf,
  nextWeekName,
  playsWeekFrom,
  repackedConfidence,
  type SlateGame,
  slateOf,
  spreadResult,
  tiebreakerGameOf,
  weekPlay,
} from "./league-card.ts";

describe("the home team's line", () => {
  it("reads the spread text from the home team's side", () => {
    const game = { homeTeam: "Georgia", awayTeam: "Texas" };
    expect(homeLineOf({ ...game, spread: "Georgia -3.5" })).toBe(-3.5);
    expect(homeLineOf({ ...game, spread: "Texas -3.5" })).toBe(3.5);
    expect(homeLineOf({ ...game, spread: "Texas +2" })).toBe(-2);
    expect(homeLineOf({ ...game, spread: "Georgia 0" })).toBe(0);
    expect(homeLineOf({ ...game, spread: "Alabama -7" })).toBeNull();
    expect(homeLineOf({ ...game, spread: null })).toBeNull();
  });
});

describe("a pick against the spread", () => {
  it("covers for one side exactly when it misses for the other, and pushes for both alike", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 60 }).map((n) => n / 2),
        fc.nat(80),
        fc.nat(80),
        (line, home, away) => {
          const homeResult = spreadResult("HOME", line, home, away);
          const awayResult = spreadResult("AWAY", line, home, away);
          if (homeResult === "push") expect(awayResult).toBe("push");
          else expect(new Set([homeResult, awayResult])).toEqual(new Set(["covered", "missed"]));
          expect(homeResult === "push").toBe(home + line === away);
        },
      ),
    );
  });

  it("reads the favourite's line as points it must win by", () => {
    expect(spreadResult("HOME", -3.5, 24, 20)).toBe("covered");
    expect(spreadResult("HOME", -3.5, 23, 20)).toBe("missed");
    expect(spreadResult("AWAY", -3, 23, 20)).toBe("push");
  });
});

describe("a card's confidence values", () => {
  it("are fine exactly when they are distinct whole numbers from 1 to the slate's size", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 10 }),
        (values, n) => {
          const fine = new Set(values).size === values.length && values.every((v) => v >= 1 && v <= n);
          expect(confidenceProblem(values, n) === null).toBe(fine);
        },
      ),
    );
  });
});

/** Distinct positive values, some held by locked picks, never more than a slate of `slateSize` holds. */
const aCard = fc
  .integer({ min: 1, max: 12 })
  .chain((slateSize) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: slateSize })
      .chain((all) =>
        fc.tuple(
          fc.constant(slateSize),
          fc.constant(all),
          fc.array(fc.boolean(), { minLength: all.length, maxLength: all.length }),
        ),
      ),
  )
  .map(([slateSize, all, locked]) => ({
    slateSize,
    values: all.filter((_, i) => !locked[i]),
    // A locked pick is of a slate game that has started: its value was within 1..N when it locked.
    fixed: all.filter((v, i) => locked[i] && v <= slateSize),
  }));

describe("a card's confidence values after its slate changed", () => {
  it("are distinct, within 1..N, clear of the locked ones and in the same order, each lowered only", () => {
    fc.assert(
      fc.property(aCard, ({ slateSize, values, fixed }) => {
        const packed = repackedConfidence(values, slateSize, fixed);
        expect(confidenceProblem([...packed, ...fixed], slateSize)).toBeNull();
        for (const [i, value] of packed.entries()) {
          expect(value).toBeLessThanOrEqual(values[i]!);
          for (const [j, other] of packed.entries()) expect(value < other).toBe(values[i]! < values[j]!);
        }
      }),
    );
  });

  it("stay as they are when they all fit, as after a slate only grew", () => {
    fc.assert(
      fc.property(aCard, ({ slateSize, values, fixed }) => {
        fc.pre(values.every((v) => v <= slateSize));
        expect(repackedConfidence(values, slateSize, fixed)).toEqual(values);
      }),
    );
  });

  it("of 5 and 6 on a slate cut to their two games are 1 and 2", () => {
    expect(repackedConfidence([5, 6], 2)).toEqual([1, 2]);
    expect(repackedConfidence([6, 1, 5], 4)).toEqual([4, 1, 3]);
    expect(repackedConfidence([6, 2], 3, [3])).toEqual([2, 1]);
  });

  it("count within 1..N only: a value above N earns nothing", () => {
    expect([0, 1, 3, 4, null].map((v) => countedConfidence(v, 3))).toEqual([0, 1, 3, 0, 0]);
  });
});

describe("the week's tiebreaker game", () => {
  const slate = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("is the slate's last kickoff while the owner names none", () => {
    expect(tiebreakerGameOf(slate)).toEqual({ id: "c" });
    expect(tiebreakerGameOf(slate, null)).toEqual({ id: "c" });
    expect(tiebreakerGameOf([], null)).toBeNull();
  });

  it("is the game the owner named while it is on the slate, else the last kickoff", () => {
    expect(tiebreakerGameOf(slate, "a")).toEqual({ id: "a" });
    expect(tiebreakerGameOf(slate, "gone")).toEqual({ id: "c" });
    expect(tiebreakerGameOf([], "a")).toBeNull();
  });

  it("is always a game of the slate when the slate has one", () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 8 })
          .chain((ids) => fc.tuple(fc.constant(ids), fc.option(fc.oneof(fc.constantFrom(...ids), fc.uuid())))),
        ([ids, named]) => {
          const games = ids.map((id) => ({ id }));
          const chosen = tiebreakerGameOf(games, named);
          expect(games).toContain(chosen);
          expect(chosen?.id).toBe(named !== null && ids.includes(named) ? named : ids.at(-1));
        },
      ),
    );
  });
});

describe("a week's slate", () => {
  const at = (hour: number) => new Date(Date.UTC(2024, 10, 30, hour));
  const game = (id: string, hour: number, values: Partial<SlateGame> = {}): SlateGame => ({
    id,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    kickoffISO: at(hour),
    status: "scheduled",
    homeTeamRank: null,
    awayTeamRank: null,
    powerFive: true,
    ...values,
  });
  const week = [
    game("b", 20),
    game("a", 17, { powerFive: false, awayTeamRank: 12 }),
    game("c", 17, { homeTeamRank: 3 }),
    game("d", 23, { powerFive: false }),
  ];
  const ids = (slate: SlateGame[]) => slate.map((g) => g.id);

  it("holds the Power-5 games for power5, every FBS game with a ranked team for ranked, the choice for selected", () => {
    expect(ids(slateOf("power5", week, new Set()))).toEqual(["c", "b"]);
    expect(ids(slateOf("ranked", week, new Set()))).toEqual(["a", "c"]);
    expect(ids(slateOf("selected", week, new Set(["d", "b"])))).toEqual(["b", "d"]);
  });

  it("holds every postseason game of the season for postseason, by kickoff, and nothing in a regular week", () => {
    const bowls = [game("x", 40, { powerFive: false }), game("w", 18), ...week];
    expect(ids(slateOf("postseason", week, new Set(["b"]), bowls))).toEqual(["a", "c", "w", "b", "d", "x"]);
    expect(slateOf("postseason", week, new Set(["b"]))).toEqual([]);
    const versions = [{ rules: { slate: "postseason" }, savedAt: at(0) }] as unknown as Parameters<typeof weekPlay>[0];
    expect(ids(weekPlay(versions, week, new Set(), bowls).slate)).toHaveLength(6);
  });
});

describe("a league plays a week (decision 056)", () => {
  const at = (hour: number) => new Date(Date.UTC(2024, 10, 23, hour));
  const slate = [10, 14, 19].map(
    (hour, i): SlateGame => ({
      id: `g${i}`,
      homeTeam: "Home",
      awayTeam: "Away",
      kickoffISO: at(hour),
      status: "scheduled",
      homeTeamRank: null,
      awayTeamRank: null,
      powerFive: true,
    }),
  );

  it("while a game of its slate is open at its creation, by the deadline rule", () => {
    expect(playsWeekFrom("kickoff", slate, at(9))).toBe(true);
    expect(playsWeekFrom("first_kickoff", slate, at(9))).toBe(true);
    expect(playsWeekFrom("kickoff", slate, at(12))).toBe(true);
    expect(playsWeekFrom("first_kickoff", slate, at(10))).toBe(false); // a lock at the very instant is too late
    expect(playsWeekFrom("first_kickoff", slate, at(12))).toBe(false);
    expect(playsWeekFrom("kickoff", slate, at(19))).toBe(false);
  });

  it("with an empty slate, not decided yet: its games are still to be chosen", () => {
    expect(playsWeekFrom("first_kickoff", [], at(23))).toBe(true);
  });

  it("names the week after from a numbered label, else says the next week", () => {
    expect(nextWeekName({ week: 13, label: "Week 13" })).toBe("Week 14");
    expect(nextWeekName({ week: 15, label: "Championship Week" })).toBe("next week");
  });
});
