import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEAGUE_FORMAT, type LeagueRules } from "./league-rules.ts";
import { gradeLeaguePick } from "./league-scoring.ts";
import { pointsSettingsArbitrary } from "./points-settings.arbitrary.ts";
import { gradePick } from "./scoring.ts";

const score = fc.integer({ min: 0, max: 70 });
const side = fc.constantFrom("HOME" as const, "AWAY" as const);
const gameArbitrary = fc.record({
  homeTeam: fc.constant("Georgia"),
  awayTeam: fc.constant("Texas"),
  finalHomeScore: score,
  finalAwayScore: score,
  spread: fc.constantFrom("Georgia -3.5", "Texas -7", null),
  overUnder: fc.constantFrom("52.5", null),
  homeTeamRank: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
  awayTeamRank: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
});
const rulesWith = (overrides: Partial<LeagueRules>) =>
  pointsSettingsArbitrary(20).map((points): LeagueRules => ({ ...DEFAULT_LEAGUE_FORMAT, points, ...overrides }));
const total = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);

describe("a league pick's points", () => {
  it("on the site's format are the site's rules with the league's points", () => {
    fc.assert(
      fc.property(rulesWith({}), gameArbitrary, side, score, score, (rules, game, winner, predHome, predAway) => {
        const pick = { winner, predHomeScore: predHome, predAwayScore: predAway, predOverUnder: "over" as const };
        expect(gradeLeaguePick(rules, pick, game, { slateSize: 1 })).toEqual(gradePick(pick, game, rules.points));
      }),
    );
  });

  it("with confidence are the pick's value when its winner is right, and every value of a perfect card sums to N(N+1)/2", () => {
    fc.assert(
      fc.property(
        rulesWith({ confidence: true }).map((r) => ({ ...r, points: { ...r.points, upsetBonusEnabled: false } })),
        fc.array(gameArbitrary, { minLength: 1, maxLength: 12 }),
        (rules, games) => {
          const decided = games.filter((g) => g.finalHomeScore !== g.finalAwayScore);
          const perfect = decided.map((game, index) => {
            const winner = game.finalHomeScore > game.finalAwayScore ? ("HOME" as const) : ("AWAY" as const);
            return gradeLeaguePick(rules, { winner, confidence: index + 1 }, game, { slateSize: decided.length });
          });
          const n = decided.length;
          expect(total(perfect.flat())).toBe((n * (n + 1)) / 2);
          for (const [index, lines] of perfect.entries()) {
            expect(lines).toEqual([{ reason: "confidence_correct", amount: index + 1 }]);
          }
        },
      ),
    );
  });

  it("with confidence never count a value above the slate's size N: a card left so by a shrunk slate earns at most N(N+1)/2", () => {
    fc.assert(
      fc.property(
        fc.record({ pickMode: fc.constantFrom("straight" as const, "spread" as const) }),
        pointsSettingsArbitrary(20).map((p) => ({ ...p, upsetBonusEnabled: false, incorrectWinner: 0 })),
        fc.array(gameArbitrary, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (format, points, games, slateSize) => {
          const rules = { ...DEFAULT_LEAGUE_FORMAT, ...format, confidence: true, points };
          // Every pick right, with distinct values that may run past N.
          const lines = games.flatMap((game, index) => {
            const winner = game.finalHomeScore >= game.finalAwayScore ? ("HOME" as const) : ("AWAY" as const);
            return gradeLeaguePick(rules, { winner, confidence: index + 1, line: 0.5 }, game, { slateSize });
          });
          expect(total(lines)).toBeLessThanOrEqual((slateSize * (slateSize + 1)) / 2);
          for (const line of lines) expect(line.amount).toBeLessThanOrEqual(slateSize);
        },
      ),
    );
  });

  it("against the spread pay at most one side of a game, nothing on a push, and never a penalty", () => {
    fc.assert(
      fc.property(
        rulesWith({ pickMode: "spread" }),
        gameArbitrary,
        fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
        (rules, game, line) => {
          const home = gradeLeaguePick(rules, { winner: "HOME", line }, game, { slateSize: 1 });
          const away = gradeLeaguePick(rules, { winner: "AWAY", line }, game, { slateSize: 1 });
          expect(home.length + away.length).toBeLessThanOrEqual(1);
          if (game.finalHomeScore + line === game.finalAwayScore) expect([...home, ...away]).toEqual([]);
          for (const lines of [home, away]) {
            for (const { reason, amount } of lines) {
              expect(reason).toBe("covered");
              expect(amount).toBe(rules.points.correctWinner);
            }
          }
          if (rules.points.correctWinner > 0 && game.finalHomeScore + line !== game.finalAwayScore) {
            expect(home.length + away.length).toBe(1);
          }
        },
      ),
    );
  });

  it("in a league that voided the game are one void line worth 0, whatever the rules, pick and score", () => {
    fc.assert(
      fc.property(
        fc.record({ pickMode: fc.constantFrom("straight" as const, "spread" as const), confidence: fc.boolean() }),
        pointsSettingsArbitrary(20),
        gameArbitrary,
        side,
        fc.integer({ min: 1, max: 10 }),
        (format, points, game, winner, confidence) => {
          const rules = { ...DEFAULT_LEAGUE_FORMAT, ...format, points };
          const pick = { winner, confidence, line: -3.5, predHomeScore: 21, predAwayScore: 17 };
          expect(gradeLeaguePick(rules, pick, game, { slateSize: 10, voided: true })).toEqual([
            { reason: "void", amount: 0 },
          ]);
          expect(
            gradeLeaguePick(rules, pick, { ...game, finalHomeScore: null }, { slateSize: 10, voided: true }),
          ).toEqual([]);
        },
      ),
    );
  });

  it("never include a line worth 0 unless the game is voided", () => {
    fc.assert(
      fc.property(
        fc.record({ pickMode: fc.constantFrom("straight" as const, "spread" as const), confidence: fc.boolean() }),
        pointsSettingsArbitrary(3),
        gameArbitrary,
        side,
        fc.integer({ min: 1, max: 10 }),
        (format, points, game, winner, confidence) => {
          const rules = { ...DEFAULT_LEAGUE_FORMAT, ...format, points };
          const lines = gradeLeaguePick(rules, { winner, confidence, line: -3.5 }, game, { slateSize: 10 });
          expect(lines.every((line) => line.amount !== 0)).toBe(true);
        },
      ),
    );
  });
});
