import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LiveGame, type LivePick, type LiveTiebreak, projectedKeys, projectWeek } from "./league-projection.ts";
import { DEFAULT_LEAGUE_FORMAT, type LeagueRules } from "./league-rules.ts";
import { gradeLeaguePick } from "./league-scoring.ts";
import { pointsSettingsArbitrary } from "./points-settings.arbitrary.ts";
import { defaultPointsSettings } from "./points-settings.ts";
import {
  compareLeagueWeekKeys,
  competitionRanks,
  type RankKey,
  sameLeaguePlace,
  type WeekTiebreakKey,
} from "./standings.ts";

const USERS = ["u1", "u2", "u3", "u4", "u5"];
/** The week's slate size (N): above every confidence value the picks below hold. */
const SLATE = 5;
const GAMES = ["g1", "g2", "g3"];

const score = fc.integer({ min: 0, max: 60 });
const rulesArbitrary = fc
  .record({
    points: pointsSettingsArbitrary(10),
    pickMode: fc.constantFrom("straight" as const, "spread" as const),
    confidence: fc.boolean(),
  })
  .map(({ points, pickMode, confidence }): LeagueRules => ({ ...DEFAULT_LEAGUE_FORMAT, points, pickMode, confidence }));
const gameArbitrary = (id: string) =>
  fc.record({
    id: fc.constant(id),
    homeTeam: fc.constant("Georgia"),
    awayTeam: fc.constant("Texas"),
    homeScore: score,
    awayScore: score,
    spread: fc.constantFrom("Georgia -3.5", "Texas -7", null),
    overUnder: fc.constantFrom("45.5", null),
    homeTeamRank: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
    awayTeamRank: fc.constant(null),
  });
const gamesArbitrary = fc.subarray(GAMES).chain((ids) => fc.tuple(...ids.map(gameArbitrary)));
const rowsArbitrary: fc.Arbitrary<WeekTiebreakKey[]> = fc.uniqueArray(
  fc.record({
    userId: fc.constantFrom(...USERS),
    points: fc.integer({ min: -5, max: 30 }),
    lastPickAt: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  }),
  { selector: (row) => row.userId, maxLength: USERS.length },
);
/** Picks of any game (live or not) by anyone (on the board or not), at most one per member and game. */
const picksArbitrary = fc.uniqueArray(
  fc.record({
    userId: fc.constantFrom(...USERS, "stranger"),
    gameId: fc.constantFrom(...GAMES, "not-live"),
    winner: fc.constantFrom("HOME" as const, "AWAY" as const),
    predHomeScore: fc.option(score, { nil: null }),
    predAwayScore: fc.option(score, { nil: null }),
    predOverUnder: fc.option(fc.constantFrom("over" as const, "under" as const), { nil: null }),
    confidence: fc.integer({ min: 1, max: 3 }),
    line: fc.option(
      fc.integer({ min: -20, max: 20 }).map((n) => n / 2),
      { nil: null },
    ),
    savedAt: fc.integer({ min: 1, max: 1000 }),
  }),
  { selector: (pick) => `${pick.userId}:${pick.gameId}` },
);
/** The week's tiebreaker game (live or not) and some members' predictions of its total. */
const tiebreakArbitrary = fc.option(
  fc.record({
    gameId: fc.constantFrom(...GAMES),
    predictions: fc
      .uniqueArray(
        fc.record({
          userId: fc.constantFrom(...USERS),
          total: fc.integer({ min: 0, max: 120 }),
          savedAt: fc.integer({ min: 1, max: 1000 }),
        }),
        { selector: (p) => p.userId },
      )
      .map((list) => new Map(list.map(({ userId, ...p }) => [userId, p]))),
  }),
  { nil: null },
);

const byUser = <T extends { userId: string }>(list: readonly T[]) => new Map(list.map((item) => [item.userId, item]));

describe("If it ends now", () => {
  it("has no projection while no slate game is live", () => {
    fc.assert(
      fc.property(rulesArbitrary, rowsArbitrary, picksArbitrary, (rules, rows, picks) => {
        expect(projectWeek(rules, SLATE, rows, [], picks)).toEqual([]);
      }),
    );
  });

  it("lists every member of the board once in the week board's order, members level on points and tiebreaker sharing a rank", () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        rowsArbitrary,
        gamesArbitrary,
        picksArbitrary,
        tiebreakArbitrary,
        (rules, rows, games, picks, tiebreak) => {
          fc.pre(games.length > 0);
          const lines = projectWeek(rules, SLATE, rows, games, picks, tiebreak);
          const keys = byUser(projectedKeys(rules, SLATE, rows, games, picks, tiebreak));
          const ordered = lines.map((line) => keys.get(line.userId)!);
          expect(lines.map((line) => line.rank)).toEqual(competitionRanks(ordered, sameLeaguePlace));
          expect(new Set(lines.map((line) => line.userId))).toEqual(new Set(rows.map((row) => row.userId)));
          for (const [i, line] of lines.entries()) {
            expect(line.points).toBe(keys.get(line.userId)!.points);
            const before = keys.get(lines[i - 1]?.userId ?? "");
            if (before) expect(compareLeagueWeekKeys(before, keys.get(line.userId)!)).toBeLessThan(0);
          }
        },
      ),
    );
  });

  it("decides the week's tiebreaker by its game's score now only while that game is live", () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        rowsArbitrary,
        gamesArbitrary,
        picksArbitrary,
        tiebreakArbitrary,
        (rules, rows, games, picks, tiebreak) => {
          fc.pre(tiebreak !== null);
          const game = games.find((g) => g.id === tiebreak!.gameId);
          for (const key of projectedKeys(rules, SLATE, rows, games, picks, tiebreak)) {
            const prediction = tiebreak!.predictions.get(key.userId);
            if (!game) expect(key.tiebreakerError).toBeUndefined();
            else if (!prediction) expect(key.tiebreakerError).toBeNull();
            else expect(key.tiebreakerError).toBe(Math.abs(prediction.total - game.homeScore - game.awayScore));
          }
        },
      ),
    );
  });

  it("adds to each member's actual points what grading would give their picks of the live games, and nothing else", () => {
    fc.assert(
      fc.property(rulesArbitrary, rowsArbitrary, gamesArbitrary, picksArbitrary, (rules, rows, games, picks) => {
        const projected = byUser(projectedKeys(rules, SLATE, rows, games, picks));
        for (const row of rows) {
          const graded = picks
            .filter((pick) => pick.userId === row.userId)
            .flatMap((pick) => {
              const game = games.find((g) => g.id === pick.gameId);
              if (!game) return [];
              return gradeLeaguePick(
                rules,
                pick,
                { ...game, finalHomeScore: game.homeScore, finalAwayScore: game.awayScore },
                { slateSize: SLATE },
              );
            });
          expect(projected.get(row.userId)!.points).toBe(row.points + graded.reduce((sum, l) => sum + l.amount, 0));
        }
      }),
    );
  });

  it("gives the same figures whether the live games end together or one after the other", () => {
    fc.assert(
      fc.property(rulesArbitrary, rowsArbitrary, gamesArbitrary, picksArbitrary, (rules, rows, games, picks) => {
        fc.pre(games.length > 1);
        const [first, ...rest] = games as [LiveGame, ...LiveGame[]];
        const together = projectWeek(rules, SLATE, rows, games, picks);
        const firstEnded = projectedKeys(rules, SLATE, rows, [first], picks);
        expect(projectWeek(rules, SLATE, firstEnded, rest, picks)).toEqual(together);
      }),
    );
  });

  it("moves a member who leads the live games past one ahead on finished ones, in a confidence league against the spread", () => {
    const rules: LeagueRules = {
      ...DEFAULT_LEAGUE_FORMAT,
      pickMode: "spread",
      confidence: true,
      points: defaultPointsSettings,
    };
    const rows: RankKey[] = [
      { userId: "leader", points: 3, lastPickAt: 10 },
      { userId: "chaser", points: 1, lastPickAt: 20 },
    ];
    const game: LiveGame = { id: "g1", homeTeam: "Georgia", awayTeam: "Texas", homeScore: 14, awayScore: 3 };
    const picks: LivePick[] = [
      { userId: "leader", gameId: "g1", winner: "AWAY", confidence: 2, line: -3.5, savedAt: 30 },
      { userId: "chaser", gameId: "g1", winner: "HOME", confidence: 5, line: -3.5, savedAt: 40 },
    ];
    expect(projectWeek(rules, SLATE, rows, [game], picks)).toEqual([
      { userId: "chaser", points: 6, rank: 1 },
      { userId: "leader", points: 3, rank: 2 },
    ]);
    // 14-11 with Georgia giving 3.5: Texas covers, and the leader's 2 put them back in front.
    expect(projectWeek(rules, SLATE, rows, [{ ...game, awayScore: 11 }], picks)).toEqual([
      { userId: "leader", points: 5, rank: 1 },
      { userId: "chaser", points: 1, rank: 2 },
    ]);
  });

  it("orders a projected tie as the board does, counting the live pick's save as a graded one, and shares the place", () => {
    const rules: LeagueRules = { ...DEFAULT_LEAGUE_FORMAT, points: defaultPointsSettings };
    const rows: RankKey[] = [
      { userId: "early", points: 1, lastPickAt: 10 },
      { userId: "late", points: 0, lastPickAt: 5 },
    ];
    const game: LiveGame = { id: "g1", homeTeam: "Georgia", awayTeam: "Texas", homeScore: 21, awayScore: 7 };
    const picks: LivePick[] = [
      { userId: "early", gameId: "g1", winner: "AWAY", savedAt: 50 },
      { userId: "late", gameId: "g1", winner: "HOME", savedAt: 40 },
    ];
    expect(projectWeek(rules, SLATE, rows, [game], picks)).toEqual([
      { userId: "late", points: 1, rank: 1 },
      { userId: "early", points: 1, rank: 1 },
    ]);
  });

  it("breaks a projected tie on points with the tiebreaker game's total now, the board's way", () => {
    const rules: LeagueRules = { ...DEFAULT_LEAGUE_FORMAT, tiebreaker: true, points: defaultPointsSettings };
    const rows: RankKey[] = [
      { userId: "close", points: 1, lastPickAt: 50 },
      { userId: "far", points: 1, lastPickAt: 10 },
      { userId: "silent", points: 1, lastPickAt: 1 },
    ];
    const game: LiveGame = { id: "last", homeTeam: "Georgia", awayTeam: "Texas", homeScore: 24, awayScore: 17 };
    const tiebreak: LiveTiebreak = {
      gameId: "last",
      predictions: new Map([
        ["close", { total: 40, savedAt: 5 }],
        ["far", { total: 60, savedAt: 2 }],
      ]),
    };
    expect(projectWeek(rules, SLATE, rows, [game], [], tiebreak).map((line) => line.userId)).toEqual([
      "close",
      "far",
      "silent",
    ]);
    // Without the tiebreaker game live, the earlier last pick goes first, as on the board.
    expect(
      projectWeek(rules, SLATE, rows, [{ ...game, id: "other" }], [], tiebreak).map((line) => line.userId),
    ).toEqual(["silent", "far", "close"]);
  });
});
