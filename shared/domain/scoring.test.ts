import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REASON_TEXT } from "./ledger.ts";
import { pointsSettingsArbitrary } from "./points-settings.arbitrary.ts";
import {
  defaultPointsSettings,
  type GradableGame,
  type GradablePick,
  gradePick as gradeToCodes,
  overUnderOutcome,
  PICK_REASONS,
  type PointsSettings,
  parseOverUnder,
  pickOutcome,
  REASON_OVER_UNDER,
  toPointsReason,
  totalPoints,
  underdogOf,
} from "./scoring.ts";

const game = (over: Partial<GradableGame> = {}): GradableGame => ({
  homeTeam: "Georgia",
  awayTeam: "Texas A&M",
  finalHomeScore: 31,
  finalAwayScore: 17,
  spread: "Georgia -7.5",
  overUnder: "50.5",
  homeTeamRank: 3,
  awayTeamRank: 15,
  ...over,
});
const settings = defaultPointsSettings;
/** The lines as people read them: reason codes turned into the rules' texts. */
const gradePick = (...args: Parameters<typeof gradeToCodes>) =>
  gradeToCodes(...args).map((l) => ({ reason: REASON_TEXT[l.reason], amount: l.amount }));
const reasons = (lines: { reason: string }[]) => lines.map((l) => l.reason);

describe("reasons", () => {
  it("turns each stable code into the rules' reason text", () => {
    expect(PICK_REASONS.map((code) => REASON_TEXT[code])).toEqual([
      "Correct winner",
      "Incorrect winner",
      "Exact score",
      "Correct margin",
      "Over/under",
      "Upset bonus",
    ]);
  });

  it("recognises a reason text ignoring case", () => {
    expect(toPointsReason("over/under")).toBe("over_under");
    expect(toPointsReason(" incorrect WINNER ")).toBe("incorrect_winner");
    expect(toPointsReason("Streak bonus")).toBeNull();
  });
});

describe("parseOverUnder", () => {
  it("reads a line from text or a number", () => {
    expect(parseOverUnder("52.5")).toBe(52.5);
    expect(parseOverUnder(" 48 ")).toBe(48);
    expect(parseOverUnder("O/U 61.5")).toBe(61.5);
    expect(parseOverUnder(44.5)).toBe(44.5);
  });

  it("returns null for a missing, unreadable or zero line", () => {
    for (const bad of [null, undefined, "", "N/A", "0", 0, Number.NaN, "45 or 46"]) {
      expect(parseOverUnder(bad)).toBeNull();
    }
  });
});

describe("underdogOf", () => {
  it("is the team the spread does not favour", () => {
    expect(underdogOf(game({ spread: "Georgia -7.5" }))).toBe("AWAY");
    expect(underdogOf(game({ spread: "Texas A&M -3" }))).toBe("HOME");
  });

  it("is the team named with a plus line", () => {
    expect(underdogOf(game({ spread: "Texas A&M +7.5" }))).toBe("AWAY");
    expect(underdogOf(game({ spread: "georgia +1" }))).toBe("HOME");
  });

  it("is nobody for a zero line, whatever the ranks", () => {
    expect(underdogOf(game({ spread: "Georgia 0" }))).toBeNull();
  });

  it("prefers the spread over the rankings", () => {
    expect(underdogOf(game({ spread: "Texas A&M -1", homeTeamRank: 1, awayTeamRank: 20 }))).toBe("HOME");
  });

  it("falls back to the lower-ranked team without a spread", () => {
    expect(underdogOf(game({ spread: null, homeTeamRank: 3, awayTeamRank: 15 }))).toBe("AWAY");
    expect(underdogOf(game({ spread: null, homeTeamRank: 22, awayTeamRank: 4 }))).toBe("HOME");
  });

  it("falls back to the rankings when the spread names neither team or cannot be read", () => {
    expect(underdogOf(game({ spread: "Alabama -3", homeTeamRank: 3, awayTeamRank: 15 }))).toBe("AWAY");
    expect(underdogOf(game({ spread: "pick'em", homeTeamRank: 3, awayTeamRank: 15 }))).toBe("AWAY");
  });

  it("makes an unranked team facing a ranked one the underdog", () => {
    expect(underdogOf(game({ spread: null, homeTeamRank: null, awayTeamRank: 10 }))).toBe("HOME");
    expect(underdogOf(game({ spread: null, homeTeamRank: 10, awayTeamRank: undefined }))).toBe("AWAY");
  });

  it("is nobody when neither team is ranked or the ranks are equal", () => {
    expect(underdogOf(game({ spread: null, homeTeamRank: null, awayTeamRank: null }))).toBeNull();
    expect(underdogOf(game({ spread: null, homeTeamRank: 0, awayTeamRank: 0 }))).toBeNull();
    expect(underdogOf(game({ spread: null, homeTeamRank: 5, awayTeamRank: 5 }))).toBeNull();
  });
});

describe("pickOutcome", () => {
  it("is correct for the side that won, incorrect for the other side and for a tie, none before the final", () => {
    expect(pickOutcome({ winner: "HOME" }, game())).toBe("correct");
    expect(pickOutcome({ winner: "AWAY" }, game())).toBe("incorrect");
    expect(pickOutcome({ winner: "HOME" }, game({ finalHomeScore: 17, finalAwayScore: 17 }))).toBe("incorrect");
    expect(pickOutcome({ winner: "HOME" }, game({ finalHomeScore: null }))).toBeNull();
  });
});

describe("gradePick", () => {
  it("awards the correct winner", () => {
    expect(gradePick({ winner: "HOME" }, game(), settings)).toEqual([{ reason: "Correct winner", amount: 1 }]);
  });

  it("writes nothing for an incorrect winner worth 0 points", () => {
    expect(gradePick({ winner: "AWAY" }, game(), settings)).toEqual([]);
  });

  it("applies a negative incorrect-winner penalty", () => {
    expect(gradePick({ winner: "AWAY" }, game(), { ...settings, incorrectWinner: -1 })).toEqual([
      { reason: "Incorrect winner", amount: -1 },
    ]);
  });

  it("grades nothing before both final scores are known", () => {
    expect(gradePick({ winner: "HOME" }, game({ finalAwayScore: null }), settings)).toEqual([]);
  });

  it("treats a tied final as an incorrect winner for every pick", () => {
    const tie = game({ finalHomeScore: 24, finalAwayScore: 24 });
    expect(
      gradePick({ winner: "HOME", predHomeScore: 24, predAwayScore: 24 }, tie, { ...settings, incorrectWinner: -1 }),
    ).toEqual([{ reason: "Incorrect winner", amount: -1 }]);
  });

  it("awards an exact score instead of the margin", () => {
    const lines = gradePick({ winner: "HOME", predHomeScore: 31, predAwayScore: 17 }, game(), settings);
    expect(lines).toEqual([
      { reason: "Correct winner", amount: 1 },
      { reason: "Exact score", amount: 2 },
    ]);
  });

  it("awards the margin for an exact score when exact-score scoring is off", () => {
    const lines = gradePick({ winner: "HOME", predHomeScore: 31, predAwayScore: 17 }, game(), {
      ...settings,
      exactScoreEnabled: false,
    });
    expect(reasons(lines)).toEqual(["Correct winner", "Correct margin"]);
  });

  it("awards the correct margin for the right difference", () => {
    const lines = gradePick({ winner: "HOME", predHomeScore: 28, predAwayScore: 14 }, game(), settings);
    expect(lines).toContainEqual({ reason: "Correct margin", amount: 1 });
    expect(reasons(lines)).not.toContain("Exact score");
  });

  it("needs both predicted scores for score bonuses", () => {
    const lines = gradePick({ winner: "HOME", predHomeScore: 31, predAwayScore: null }, game(), settings);
    expect(reasons(lines)).toEqual(["Correct winner"]);
  });

  it("gives no score bonus when the picked winner is wrong", () => {
    const lines = gradePick({ winner: "AWAY", predHomeScore: 31, predAwayScore: 17 }, game(), {
      ...settings,
      incorrectWinner: -2,
    });
    expect(reasons(lines)).toEqual(["Incorrect winner"]);
  });

  it("awards a correct over or under", () => {
    // total 48 against 50.5
    expect(gradePick({ winner: "AWAY", predOverUnder: "under" }, game(), settings)).toContainEqual({
      reason: "Over/under",
      amount: 1,
    });
    expect(reasons(gradePick({ winner: "AWAY", predOverUnder: "over" }, game(), settings))).not.toContain("Over/under");
    expect(
      reasons(gradePick({ winner: "HOME", predOverUnder: "over" }, game({ overUnder: "40" }), settings)),
    ).toContain("Over/under");
  });

  it("gives nothing for an over/under push", () => {
    for (const choice of ["over", "under"] as const) {
      expect(
        reasons(gradePick({ winner: "HOME", predOverUnder: choice }, game({ overUnder: "48" }), settings)),
      ).not.toContain("Over/under");
    }
  });

  it("gives no over/under points when the game has no line", () => {
    expect(reasons(gradePick({ winner: "HOME", predOverUnder: "under" }, game({ overUnder: null }), settings))).toEqual(
      ["Correct winner"],
    );
  });

  it("awards the upset bonus for a correct pick of the underdog", () => {
    const upset = game({ finalHomeScore: 10, finalAwayScore: 20 });
    expect(gradePick({ winner: "AWAY" }, upset, settings)).toEqual([
      { reason: "Correct winner", amount: 1 },
      { reason: "Upset bonus", amount: 2 },
    ]);
  });

  it("gives no upset bonus for picking the favourite", () => {
    expect(reasons(gradePick({ winner: "HOME" }, game(), settings))).not.toContain("Upset bonus");
  });

  it("stacks every bonus that fires", () => {
    const upset = game({ finalHomeScore: 10, finalAwayScore: 20, overUnder: "27.5" });
    const lines = gradePick(
      { winner: "AWAY", predHomeScore: 10, predAwayScore: 20, predOverUnder: "over" },
      upset,
      settings,
    );
    expect(reasons(lines)).toEqual(["Correct winner", "Exact score", "Over/under", "Upset bonus"]);
    expect(totalPoints(lines)).toBe(6);
  });

  it("uses the configured amounts, and a bonus set to 0 writes nothing", () => {
    const custom: PointsSettings = { ...settings, correctWinner: 3, exactScore: 0 };
    expect(gradePick({ winner: "HOME", predHomeScore: 31, predAwayScore: 17 }, game(), custom)).toEqual([
      { reason: "Correct winner", amount: 3 },
    ]);
  });
});

describe("gradePick properties", () => {
  const score = fc.integer({ min: 0, max: 70 });
  const teamNames = ["Georgia", "Texas A&M"] as const;
  const spreadArb = fc.option(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...teamNames, "Alabama"),
          fc.constantFrom("-", "+"),
          fc.integer({ min: 0, max: 60 }),
          fc.boolean(),
        )
        .map(([team, sign, n, half]) => `${team} ${sign}${n}${half ? ".5" : ""}`),
      fc.string(),
    ),
  );
  const gameArb: fc.Arbitrary<GradableGame> = fc.record({
    homeTeam: fc.constant(teamNames[0]),
    awayTeam: fc.constant(teamNames[1]),
    finalHomeScore: fc.option(score, { freq: 10 }),
    finalAwayScore: fc.option(score, { freq: 10 }),
    spread: spreadArb,
    overUnder: fc.option(
      fc.oneof(
        fc.integer({ min: 20, max: 90 }).map(String),
        fc.integer({ min: 20, max: 90 }).map((n) => `${n}.5`),
      ),
    ),
    homeTeamRank: fc.option(fc.integer({ min: 1, max: 25 })),
    awayTeamRank: fc.option(fc.integer({ min: 1, max: 25 })),
  });
  const pickArb: fc.Arbitrary<GradablePick> = fc.record({
    winner: fc.constantFrom("HOME" as const, "AWAY" as const),
    predHomeScore: fc.option(score),
    predAwayScore: fc.option(score),
    predOverUnder: fc.option(fc.constantFrom("over" as const, "under" as const)),
  });
  const settingsArb = pointsSettingsArbitrary(10);

  it("gives the same lines and total every time for the same input", () => {
    fc.assert(
      fc.property(pickArb, gameArb, settingsArb, (pick, g, s) => {
        const first = gradePick(pick, g, s);
        expect(gradePick(structuredClone(pick), structuredClone(g), { ...s })).toEqual(first);
        expect(totalPoints(gradePick(pick, g, s))).toBe(totalPoints(first));
      }),
    );
  });

  it("never awards an exact score, a margin or an upset bonus unless the pick's outcome is correct", () => {
    fc.assert(
      fc.property(pickArb, gameArb, settingsArb, (pick, g, s) => {
        const found = reasons(gradePick(pick, g, s));
        const bonus = found.some((r) => r === "Exact score" || r === "Correct margin" || r === "Upset bonus");
        if (bonus) expect(pickOutcome(pick, g)).toBe("correct");
        if (found.includes("Correct winner")) expect(pickOutcome(pick, g)).toBe("correct");
        if (found.includes("Incorrect winner")) expect(pickOutcome(pick, g)).toBe("incorrect");
      }),
    );
  });

  it("never fires a disabled rule", () => {
    fc.assert(
      fc.property(pickArb, gameArb, settingsArb, (pick, g, s) => {
        const found = reasons(gradePick(pick, g, s));
        if (!s.exactScoreEnabled) expect(found).not.toContain("Exact score");
        if (!s.correctMarginEnabled) expect(found).not.toContain("Correct margin");
        if (!s.overUnderEnabled) expect(found).not.toContain("Over/under");
        if (!s.upsetBonusEnabled) expect(found).not.toContain("Upset bonus");
      }),
    );
  });

  it("gives nothing for an over/under push", () => {
    fc.assert(
      fc.property(pickArb, gameArb, settingsArb, score, score, (pick, g, s, home, away) => {
        const push = { ...g, finalHomeScore: home, finalAwayScore: away, overUnder: String(home + away) };
        expect(reasons(gradePick(pick, push, s))).not.toContain("Over/under");
      }),
    );
  });

  it("has one winner line unless it is worth 0, never a 0-point line, and never both exact score and margin", () => {
    fc.assert(
      fc.property(pickArb, gameArb, settingsArb, score, score, (pick, g, s, home, away) => {
        const lines = gradePick(pick, { ...g, finalHomeScore: home, finalAwayScore: away }, s);
        const found = reasons(lines);
        const winnerWorth =
          pickOutcome(pick, { finalHomeScore: home, finalAwayScore: away }) === "correct"
            ? s.correctWinner
            : s.incorrectWinner;
        expect(found.filter((r) => r === "Correct winner" || r === "Incorrect winner")).toHaveLength(
          winnerWorth === 0 ? 0 : 1,
        );
        expect(lines.every((l) => l.amount !== 0)).toBe(true);
        expect(found.includes("Exact score") && found.includes("Correct margin")).toBe(false);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });
});

describe("an over/under call's outcome", () => {
  const final = { finalHomeScore: 30, finalAwayScore: 20, overUnder: "45.5" };

  it("is correct on the side the total landed and incorrect (missed) on the other", () => {
    expect(overUnderOutcome({ predOverUnder: "over" }, final)).toBe("correct");
    expect(overUnderOutcome({ predOverUnder: "under" }, final)).toBe("incorrect");
  });

  it("is incorrect on a push, as a tied game is for the winner", () => {
    expect(overUnderOutcome({ predOverUnder: "over" }, { ...final, overUnder: "50" })).toBe("incorrect");
  });

  it("has none without a call, a line or a final score", () => {
    expect(overUnderOutcome({ predOverUnder: null }, final)).toBeNull();
    expect(overUnderOutcome({ predOverUnder: "over" }, { ...final, overUnder: null })).toBeNull();
    expect(overUnderOutcome({ predOverUnder: "over" }, { ...final, finalHomeScore: null })).toBeNull();
  });

  it("is correct exactly when grading pays the over/under", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("over" as const, "under" as const),
        fc.constantFrom("44.5", "45", "50", "60.5"),
        (home, away, call, line) => {
          const g = { homeTeam: "A", awayTeam: "B", finalHomeScore: home, finalAwayScore: away, overUnder: line };
          const paid = gradeToCodes({ winner: "HOME", predOverUnder: call }, g, defaultPointsSettings).some(
            (l) => l.reason === REASON_OVER_UNDER,
          );
          expect(overUnderOutcome({ predOverUnder: call }, g) === "correct").toBe(paid);
        },
      ),
    );
  });
});
