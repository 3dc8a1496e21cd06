import type { LeagueRules } from "./league-rules.ts";
import { gradeLeaguePick, type LeaguePick } from "./league-scoring.ts";
import type { GradableGame } from "./scoring.ts";
import { compareLeagueWeekKeys, competitionRanks, sameLeaguePlace, type WeekTiebreakKey } from "./standings.ts";

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

/** The week's tiebreaker game while it is live: each member's predicted total and its save (µs). */
export interface LiveTiebreak {
  gameId: string;
  predictions: ReadonlyMap<string, { total: number; savedAt: number }>;
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
 * Picks of other games, or of players off the board, count for nothing. With the week's
 * tiebreaker game among them (`tiebreak`), the tiebreaker is decided by its score now, as the
 * board decides it by the final one: each member's error on the total, members without a
 * prediction after those with one.
 */
export function projectedKeys<R extends WeekTiebreakKey>(
  rules: LeagueRules,
  slateSize: number,
  rows: readonly R[],
  games: readonly LiveGame[],
  picks: readonly LivePick[],
  tiebreak: LiveTiebreak | null = null,
): R[] {
  const ended = new Map(games.map((game) => [game.id, endedNow(game)]));
  const projected = new Map(rows.map((row) => [row.userId, { ...row }]));
  for (const pick of picks) {
    const game = ended.get(pick.gameId);
    const row = projected.get(pick.userId);
    if (!game || !row) continue;
    for (const line of gradeLeaguePick(rules, pick, game, { slateSize })) row.points += line.amount;
    row.lastPickAt = row.lastPickAt === null ? pick.savedAt : Math.max(row.lastPickAt, pick.savedAt);
  }
  const tiebreakGame = tiebreak && games.find((game) => game.id === tiebreak.gameId);
  if (tiebreak && tiebreakGame) {
    const total = tiebreakGame.homeScore + tiebreakGame.awayScore;
    for (const row of projected.values()) {
      const prediction = tiebreak.predictions.get(row.userId);
      row.tiebreakerError = prediction ? Math.abs(prediction.total - total) : null;
      row.tiebreakerSavedAt = prediction ? prediction.savedAt : null;
    }
  }
  return [...projected.values()];
}

/**
 * "If it ends now" (issue 20): every member of a week board with their projected points
 * (`projectedKeys`), ranked as a league's week board ranks (`compareLeagueWeekKeys`, places shared as `sameLeaguePlace`). No live
 * game, no projection: [].
 */
export function projectWeek(
  rules: LeagueRules,
  slateSize: number,
  rows: readonly WeekTiebreakKey[],
  games: readonly LiveGame[],
  picks: readonly LivePick[],
  tiebreak: LiveTiebreak | null = null,
): ProjectedLine[] {
  if (games.length === 0) return [];
  const ordered = projectedKeys(rules, slateSize, rows, games, picks, tiebreak).sort(compareLeagueWeekKeys);
  const ranks = competitionRanks(ordered, sameLeaguePlace);
  return ordered.map((row, index) => ({ userId: row.userId, points: row.points, rank: ranks[index]! }));
}
