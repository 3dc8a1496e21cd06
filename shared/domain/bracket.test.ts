import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_2024, RESULTS_2024 } from "./bracket.fixtures.ts";
import {
  BRACKET_SLOTS,
  type BracketPicks,
  bracketPoints,
  bracketProblem,
  eliminatedTeams,
  possiblePoints,
  slotTeams,
  withPick,
} from "./bracket.ts";

const FIELD = FIELD_2024;

/** A bracket filled slot by slot, each pick one of the slot's two teams chosen by `choose`. */
const filled = (choose: (slot: string, teams: [string, string]) => string) => {
  let picks: BracketPicks = {};
  for (const slot of BRACKET_SLOTS) {
    const teams = slotTeams(slot.id, FIELD, picks) as [string, string];
    picks = withPick(FIELD, picks, slot.id, choose(slot.id, teams));
  }
  return picks;
};
const chooser = fc.array(fc.boolean(), { minLength: BRACKET_SLOTS.length, maxLength: BRACKET_SLOTS.length });
const fromChoices = (choices: boolean[]) =>
  filled((slot, teams) => teams[choices[BRACKET_SLOTS.findIndex((s) => s.id === slot)]! ? 0 : 1]);

describe("a playoff bracket", () => {
  it("seeds the first round at the higher seed and sends its winners to the top four", () => {
    expect(slotTeams("r1-5v12", FIELD, {})).toEqual(["Texas", "Clemson"]);
    expect(slotTeams("qf-1", FIELD, {})).toEqual(["Oregon", null]);
    expect(slotTeams("qf-1", FIELD, { "r1-8v9": "Ohio State" })).toEqual(["Oregon", "Ohio State"]);
    expect(slotTeams("sf-1", FIELD, RESULTS_2024)).toEqual(["Ohio State", "Texas"]);
    expect(slotTeams("final", FIELD, RESULTS_2024)).toEqual(["Ohio State", "Notre Dame"]);
  });

  it("accepts the 2024 playoff as a bracket and gives it every point: 4 + 8 + 8 + 8", () => {
    expect(bracketProblem(FIELD, RESULTS_2024)).toBeNull();
    expect(bracketPoints(RESULTS_2024, RESULTS_2024)).toBe(28);
    expect(possiblePoints(FIELD, RESULTS_2024, RESULTS_2024)).toBe(28);
  });

  it("refuses a pick of a team that does not play there, an unknown game, and a later pick before the one feeding it", () => {
    expect(bracketProblem(FIELD, { "r1-5v12": "Oregon" })).toBe(
      "Oregon does not play in r1-5v12: pick Texas or Clemson",
    );
    expect(bracketProblem(FIELD, { "r2-9": "Oregon" })).toBe('There is no bracket game "r2-9"');
    expect(bracketProblem(FIELD, { "qf-1": "Ohio State" })).toBe(
      "Ohio State cannot win qf-1: pick the games before it first",
    );
    expect(bracketProblem(FIELD, { "qf-1": "Oregon" })).toBeNull();
  });

  it("clears what depended on an early pick when it changes, and nothing else", () => {
    const picks = filled((_, [home]) => home);
    expect(picks.final).toBe("Oregon");
    const changed = withPick(FIELD, picks, "r1-8v9", "Tennessee");
    expect(changed["r1-8v9"]).toBe("Tennessee");
    expect(changed["qf-1"]).toBe("Oregon");
    expect(changed.final).toBe("Oregon");
    const upset = withPick(FIELD, picks, "qf-1", "Ohio State");
    expect(upset["sf-1"]).toBeUndefined();
    expect(upset.final).toBeUndefined();
    expect(upset["sf-2"]).toBe(picks["sf-2"]);
  });

  it("counts the teams out and what a bracket can still reach", () => {
    const firstRound = Object.fromEntries(Object.entries(RESULTS_2024).filter(([id]) => id.startsWith("r1-")));
    expect([...eliminatedTeams(FIELD, firstRound)].sort()).toEqual(["Clemson", "Indiana", "SMU", "Tennessee"]);
    // Every home side won the 2024 first round: the higher seeds' bracket has 4 and can reach them all.
    const chalk = filled((_, [home]) => home);
    expect(bracketPoints(chalk, firstRound)).toBe(4);
    expect(possiblePoints(FIELD, chalk, firstRound)).toBe(4 + 2 * 4 + 4 * 2 + 8);
    // Its top seeds then all lost their quarterfinals: only the first round's points remain.
    const quarterfinals = Object.fromEntries(
      Object.entries(RESULTS_2024).filter(([id]) => !id.startsWith("sf-") && id !== "final"),
    );
    expect(possiblePoints(FIELD, chalk, quarterfinals)).toBe(4);
    const upsets = withPick(FIELD, withPick(FIELD, chalk, "qf-1", "Ohio State"), "sf-1", "Ohio State");
    expect(possiblePoints(FIELD, upsets, quarterfinals)).toBe(4 + 2 + 4);
  });

  it("stays consistent whatever is picked and changed, and never promises less than it has", () => {
    fc.assert(
      fc.property(chooser, chooser, fc.integer({ min: 0, max: BRACKET_SLOTS.length - 1 }), (a, b, at) => {
        const picks = fromChoices(a);
        const slot = BRACKET_SLOTS[at]!;
        const teams = slotTeams(slot.id, FIELD, picks) as [string, string];
        const changed = withPick(FIELD, picks, slot.id, teams[b[0] ? 0 : 1]);
        expect(bracketProblem(FIELD, picks)).toBeNull();
        expect(bracketProblem(FIELD, changed)).toBeNull();
        const results = fromChoices(b);
        for (const played of [1, 4, 8, 11]) {
          const sofar = Object.fromEntries(BRACKET_SLOTS.slice(0, played).map((s) => [s.id, results[s.id]!]));
          expect(possiblePoints(FIELD, changed, sofar)).toBeGreaterThanOrEqual(bracketPoints(changed, sofar));
        }
        expect(possiblePoints(FIELD, changed, results)).toBe(bracketPoints(changed, results));
      }),
    );
  });
});
