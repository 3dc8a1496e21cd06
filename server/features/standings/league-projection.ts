import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { tiebreakerGameOf } from "../../../shared/domain/league-card.ts";
import {
  type LiveGame,
  type LivePick,
  type LiveTiebreak,
  type ProjectedLine,
  projectWeek,
} from "../../../shared/domain/league-projection.ts";
import { playsOnGlobalPicks } from "../../../shared/domain/league-rules.ts";
import { db } from "../../db/index.ts";
import {
  type Game,
  leagueMembers,
  leaguePicks,
  leagueTiebreakers,
  leagueVoidedGames,
  picks,
} from "../../db/schema/index.ts";
import type { League } from "../leagues/league-access.ts";
import { namedTiebreakerGameId } from "../leagues/league-tiebreaker.service.ts";
import { leagueWeek } from "../leagues/league-week.service.ts";
import type { RankedRow } from "./board.ts";

/** What a league room shows beside its week board while slate games are live (issue 20, decision 026). */
export interface LeagueProjection {
  /** The live slate games projected: those with a score, counting in the league's week, not voided there. */
  liveGames: number;
  /** Their ids. */
  gameIds: string[];
  /** Every member of the week board, with projected points and rank; empty when `liveGames` is 0. */
  lines: ProjectedLine[];
}

export const NO_PROJECTION: LeagueProjection = { liveGames: 0, gameIds: [], lines: [] };

type ProjectedLeague = Pick<League, "id" | "leagueType" | "seasonScope" | "createdAt">;

/** µs since the epoch, as the boards' tie-break key. */
const micros = (column: PgColumn): SQL<number> =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`.mapWith(Number);

/**
 * The live games of a league's week slate that would count on its week board had they ended: a
 * score to end with, not graded yet (a graded game's points are already on the board), and within
 * the league's season scope (from_creation counts games kicking off from the league's creation).
 */
function projectable(league: ProjectedLeague, slate: readonly Game[]): LiveGame[] {
  return slate.flatMap((game) => {
    const { homeScore, awayScore } = game;
    if (game.status !== "live" || homeScore === null || awayScore === null || game.gradedAt !== null) return [];
    if (league.seasonScope === "from_creation" && game.kickoffISO < league.createdAt) return [];
    return [{ ...game, homeScore, awayScore }];
  });
}

/** The picks the league grades of these games: its active members' site picks, or its card picks. */
function livePicks(leagueId: string, onGlobalPicks: boolean, gameIds: string[]): Promise<LivePick[]> {
  if (onGlobalPicks) {
    return db()
      .select({
        userId: picks.userId,
        gameId: picks.gameId,
        winner: picks.winner,
        predHomeScore: picks.predHomeScore,
        predAwayScore: picks.predAwayScore,
        predOverUnder: picks.predOverUnder,
        savedAt: micros(picks.updatedAt),
      })
      .from(picks)
      .innerJoin(
        leagueMembers,
        and(
          eq(leagueMembers.userId, picks.userId),
          eq(leagueMembers.leagueId, leagueId),
          eq(leagueMembers.status, "active"),
        ),
      )
      .where(inArray(picks.gameId, gameIds));
  }
  // A removed member's card stays in league_picks; they are off the board, so it counts for nothing.
  return db()
    .select({
      userId: leaguePicks.userId,
      gameId: leaguePicks.gameId,
      winner: leaguePicks.winner,
      confidence: leaguePicks.confidence,
      line: leaguePicks.line,
      savedAt: micros(leaguePicks.savedAt),
    })
    .from(leaguePicks)
    .where(and(eq(leaguePicks.leagueId, leagueId), inArray(leaguePicks.gameId, gameIds)));
}

/**
 * The week's tiebreaker game (the owner's named one, else the slate's last kickoff) when it is
 * live, with every member's predicted total; null otherwise.
 */
async function liveTiebreak(
  leagueId: string,
  weekId: string,
  slate: readonly Game[],
  liveIds: readonly string[],
): Promise<LiveTiebreak | null> {
  const game = tiebreakerGameOf(slate, await namedTiebreakerGameId(leagueId, weekId));
  if (!game || !liveIds.includes(game.id)) return null;
  const predictions = await db()
    .select({
      userId: leagueTiebreakers.userId,
      total: leagueTiebreakers.total,
      savedAt: micros(leagueTiebreakers.savedAt),
    })
    .from(leagueTiebreakers)
    .where(and(eq(leagueTiebreakers.leagueId, leagueId), eq(leagueTiebreakers.weekId, weekId)));
  return { gameId: game.id, predictions: new Map(predictions.map(({ userId, ...p }) => [userId, p])) };
}

/**
 * "If it ends now": the league's current week board (`rows`, as its room holds them) projected as
 * if every live slate game ended with its score now, under the rules the week is played with
 * (`gradeLeaguePick`, the one home of a league pick's points), ranked as its week board is: with
 * a tiebreaker whose game is live, by the error on its total now. A game the owner voided earns
 * nothing, so it is not projected. A few queries whatever the number of members (the week's games,
 * rules and selected slate; then the live games' picks and voids, and the tiebreaker's game and
 * predictions when it has one); picks and predictions of live games are locked, so projecting
 * from them shows nothing a member could still change.
 */
export async function leagueProjection(
  league: ProjectedLeague,
  weekId: string | null,
  rows: readonly RankedRow[],
): Promise<LeagueProjection> {
  if (weekId === null || league.leagueType === "trivia_only" || rows.length === 0) return NO_PROJECTION;
  const { version, slate } = await leagueWeek(league.id, weekId);
  const live = projectable(league, slate);
  if (live.length === 0) return NO_PROJECTION;
  const { rules } = version;
  const liveIds = live.map((game) => game.id);
  const [picked, voided, tiebreak] = await Promise.all([
    livePicks(league.id, playsOnGlobalPicks(rules), liveIds),
    db()
      .select({ gameId: leagueVoidedGames.gameId })
      .from(leagueVoidedGames)
      .where(and(eq(leagueVoidedGames.leagueId, league.id), inArray(leagueVoidedGames.gameId, liveIds))),
    rules.tiebreaker ? liveTiebreak(league.id, weekId, slate, liveIds) : null,
  ]);
  const voidedIds = new Set(voided.map((row) => row.gameId));
  const games = live.filter((game) => !voidedIds.has(game.id));
  if (games.length === 0) return NO_PROJECTION;
  return {
    liveGames: games.length,
    gameIds: games.map((game) => game.id),
    lines: projectWeek(rules, slate.length, rows, games, picked, tiebreak),
  };
}
