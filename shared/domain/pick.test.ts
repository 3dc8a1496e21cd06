import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PICK_MESSAGES, pickInputSchema, pickProblem, shouldSendPick, swapsScoresFor } from "./pick.ts";

const gameId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const firstMessage = (value: unknown) => pickInputSchema.safeParse(value).error?.issues[0]?.message ?? null;

describe("pickInputSchema", () => {
  it("accepts a winner alone", () => {
    expect(pickInputSchema.parse({ gameId, winner: "HOME" })).toEqual({ gameId, winner: "HOME" });
  });

  it("accepts scores and an over/under choice that agree with the winner", () => {
    const pick = { gameId, winner: "AWAY", predHomeScore: 14, predAwayScore: 21, predOverUnder: "over" };
    expect(pickInputSchema.parse(pick)).toEqual(pick);
  });

  it("accepts null for the optional fields", () => {
    const pick = { gameId, winner: "HOME", predHomeScore: null, predAwayScore: null, predOverUnder: null };
    expect(pickInputSchema.parse(pick)).toEqual(pick);
  });

  it("requires a winner", () => {
    expect(firstMessage({ gameId })).toBe("A winner is required");
    expect(firstMessage({ gameId, winner: "DRAW" })).toBe("A winner is required");
  });

  it("requires a UUID game id", () => {
    expect(firstMessage({ gameId: "42", winner: "HOME" })).toBe("Game id must be a UUID");
  });

  it("rejects negative or fractional scores", () => {
    expect(firstMessage({ gameId, winner: "HOME", predHomeScore: -1 })).toBe(
      "Predicted scores must be whole numbers from 0 to 999",
    );
    expect(firstMessage({ gameId, winner: "HOME", predAwayScore: 2.5 })).toBe(
      "Predicted scores must be whole numbers from 0 to 999",
    );
  });

  it("rejects an over/under choice other than over or under", () => {
    expect(firstMessage({ gameId, winner: "HOME", predOverUnder: "push" })).toBe("Over/under must be over or under");
  });

  it("rejects scores that do not favour the picked winner", () => {
    expect(firstMessage({ gameId, winner: "HOME", predHomeScore: 10, predAwayScore: 20 })).toBe(
      "Predicted score must favor your picked winner",
    );
    expect(firstMessage({ gameId, winner: "AWAY", predHomeScore: 20, predAwayScore: 10 })).toBe(
      "Predicted score must favor your picked winner",
    );
  });

  it("rejects a predicted tie", () => {
    expect(firstMessage({ gameId, winner: "HOME", predHomeScore: 17, predAwayScore: 17 })).toBe(
      "Predicted scores can't be tied: your picked winner must score more",
    );
  });

  it("allows a single score in either direction", () => {
    expect(pickInputSchema.safeParse({ gameId, winner: "HOME", predAwayScore: 40 }).success).toBe(true);
  });
});

describe("shouldSendPick", () => {
  it("sends a pick with a winner", () => {
    expect(shouldSendPick({ winner: "AWAY" })).toBe(true);
    expect(shouldSendPick({ winner: "HOME", predHomeScore: 0, predAwayScore: null })).toBe(true);
    expect(shouldSendPick({ winner: "HOME", predHomeScore: 28, predAwayScore: 3 })).toBe(true);
  });

  it("does not send without a winner", () => {
    expect(shouldSendPick({})).toBe(false);
    expect(shouldSendPick({ winner: null, predHomeScore: 3, predAwayScore: 0 })).toBe(false);
  });

  it("does not send a negative or non-whole score", () => {
    expect(shouldSendPick({ winner: "HOME", predHomeScore: -1 })).toBe(false);
    expect(shouldSendPick({ winner: "HOME", predAwayScore: Number.NaN })).toBe(false);
    expect(shouldSendPick({ winner: "HOME", predAwayScore: 1.5 })).toBe(false);
  });

  it("does not send a tie", () => {
    expect(shouldSendPick({ winner: "AWAY", predHomeScore: 7, predAwayScore: 7 })).toBe(false);
  });

  it("does not send scores that favour the other team", () => {
    expect(shouldSendPick({ winner: "AWAY", predHomeScore: 21, predAwayScore: 7 })).toBe(false);
  });

  it("sends exactly what the schema accepts, and names the rule in the server's first words", () => {
    const score = fc.option(
      fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom(998, 999, 1000, 2.5, Number.NaN)),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom("HOME" as const, "AWAY" as const), { nil: null }),
        score,
        score,
        (winner, home, away) => {
          const draft = { winner, predHomeScore: home, predAwayScore: away };
          expect(shouldSendPick(draft)).toBe(pickInputSchema.safeParse({ gameId, ...draft }).success);
          expect(pickProblem(draft)).toBe(firstMessage({ gameId, ...draft }));
        },
      ),
    );
  });
});

describe("pickProblem", () => {
  it("says which rule a pick breaks", () => {
    expect(pickProblem({ winner: "HOME", predHomeScore: 20, predAwayScore: 31 })).toBe(PICK_MESSAGES.favor);
    expect(pickProblem({ winner: "HOME", predHomeScore: 20, predAwayScore: 20 })).toBe(PICK_MESSAGES.tie);
    expect(pickProblem({ winner: "AWAY", predHomeScore: -1, predAwayScore: 20 })).toBe(PICK_MESSAGES.score);
    expect(pickProblem({ winner: null })).toBe(PICK_MESSAGES.winner);
    expect(pickProblem({ winner: "AWAY", predHomeScore: 20, predAwayScore: 31 })).toBeNull();
  });
});

describe("flipping the winner", () => {
  it("swaps two given scores that favour the other side, so the scoreline follows the new winner", () => {
    expect(swapsScoresFor("AWAY", 31, 20)).toBe(true);
    expect(swapsScoresFor("HOME", 20, 31)).toBe(true);
    expect(swapsScoresFor("HOME", 31, 20)).toBe(false);
    expect(swapsScoresFor("HOME", 17, 17)).toBe(false);
    expect(swapsScoresFor("HOME", null, 31)).toBe(false);
    expect(swapsScoresFor("HOME", -1, 31)).toBe(false);
  });

  it("turns every valid pick into a valid pick for the other side", () => {
    const side = fc.constantFrom("HOME" as const, "AWAY" as const);
    const score = fc.option(fc.integer({ min: 0, max: 999 }), { nil: null });
    fc.assert(
      fc.property(side, score, score, (winner, home, away) => {
        fc.pre(shouldSendPick({ winner, predHomeScore: home, predAwayScore: away }));
        const other = winner === "HOME" ? "AWAY" : "HOME";
        const swap = swapsScoresFor(other, home, away);
        const flipped = {
          winner: other,
          predHomeScore: swap ? away : home,
          predAwayScore: swap ? home : away,
        } as const;
        expect(shouldSendPick(flipped)).toBe(true);
        expect(swap).toBe(home !== null && away !== null);
      }),
    );
  });
});
