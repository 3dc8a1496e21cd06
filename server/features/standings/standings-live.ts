import { eq } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { leagues } from "../../db/schema/index.ts";
import { currentWeekId } from "../leaderboard/current-week.ts";
import type { League } from "../leagues/league-access.ts";
import { type Board, EMPTY_BOARD } from "./board.ts";
import { leagueBoard } from "./standings.service.ts";

export interface LeagueLiveBoards {
  league: League;
  /** The current week; null when there is none (its board is then empty). */
  weekId: string | null;
  season: Board;
  week: Board;
}

/**
 * What a league room shows: the season board and the current week's, through the standings cache,
 * so a room and every REST request after the same change share one computation. Null when the
 * league is gone.
 */
export async function leagueLiveBoards(leagueId: string): Promise<LeagueLiveBoards | null> {
  const [league] = await db().select().from(leagues).where(eq(leagues.id, leagueId));
  if (!league) return null;
  const currentId = await currentWeekId();
  const [season, week] = await Promise.all([
    leagueBoard(league, null),
    // A week that vanished between the current-week lookup and its board shows as no week.
    currentId ? leagueBoard(league, currentId).catch(() => null) : null,
  ]);
  return { league, weekId: week ? currentId : null, season, week: week ?? EMPTY_BOARD };
}
