import type { LeagueRules } from "./league-rules.ts";
import { gradeLeaguePick, type LeaguePick } from "./league-scoring.ts";
import type { GradableGame } from "./scoring.ts";
import { compareRankKeys, type RankKey } from "./standings.ts";

/** A live slate game with its score now (issue 20 "If it ends now"). */
export interface LiveGame extends Omit<GradableGame, "finalHomeScore" | "finalAwayScore"> {
  id: string;
  homeScore: number;
  awayScore: number;
}

/** A member's pick of a live game, in the source the league plays (site picks or its cards). */
export interface LivePick extends LeaguePick {
  userId: string;
  gameId: string;
  /** When it was saved, in µs (the boards' tie-break unit). */
  savedAt: number;
}

/** One member's line of the projection: week points and rank as if the live games ended now. */
export interface ProjectedLine {
  userId: string;
  points: number;
  rank: number;
}

/** The game as grading would see it had it ended with its score now. */
export const endedNow = (game: LiveGame): GradableGame => ({
  ...game,
  finalHomeScore: game.homeScore,
  finalAwayScore: game.awayScore,
});

/**
 * The board's rows as they would be had the live games ended now: each member's actual points plus
 * the points `gradeLeaguePick` gives their picks of those games with each score now final, and
 * each such pick counting for the tie-break as a graded one does (its save joins lastPickAt).
 * Picks of other games, or of players off the board, count for nothing.
 */
export function projectedKeys<R extends RankKey>(
  rules: LeagueRules,
  rows: readonly R[],
  games: readonly LiveGame[],
  picks: readonly LivePick[],
): R[] {
  const ended = new Map(games.map((game) => [game.id, endedNow(game)]));
  const projected = new Map(rows.map((row) => [row.userId, { ...row }]));
  for (const pick of picks) {
    const game = ended.get(pick.gameId);
    const row = projected.get(pick.userId);
    if (!game || !row) continue;
    for (const line of gradeLeaguePick(rules, pick, game)) row.points += line.amount;
    row.lastPickAt = row.lastPickAt === null ? pick.savedAt : Math.max(row.lastPickAt, pick.savedAt);
  }
  return [...projected.values()];
}

/**
 * "If it ends now" (issue 20): every member of a week board with their projected points
 * (`projectedKeys`), ranked as the board ranks (`compare`). No live game, no projection: [].
 */
export function projectWeek<R extends RankKey>(
  rules: LeagueRules,
  rows: readonly R[],
  games: readonly LiveGame[],
  picks: readonly LivePick[],
  compare: (a: R, b: R) => number = compareRankKeys,
): ProjectedLine[] {
  if (games.length === 0) return [];
  return projectedKeys(rules, rows, games, picks)
    .sort(compare)
    .map((row, index) => ({ userId: row.userId, points: row.points, rank: index + 1 }));
}
