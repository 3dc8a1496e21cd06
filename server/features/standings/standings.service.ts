import { eq } from "drizzle-orm";
import { canonicalId } from "../../../shared/domain/id.ts";
import { compareLeagueWeekKeys, sameLeaguePlace } from "../../../shared/domain/standings.ts";
import { db } from "../../db/index.ts";
import { weeks } from "../../db/schema/index.ts";
import { NotFoundError } from "../../domain-errors.ts";
import type { League } from "../leagues/league-access.ts";
import { addGradings, type Board, rankBoard } from "./board.ts";
import { leagueRows } from "./league-standings.sql.ts";
import { weeksOnGlobalPicks, weekTiebreaks } from "./league-week-plan.ts";
import { cachedBoard } from "./standings.cache.ts";
import { globalAllTimeRows, globalWeekRows, gradedGames, type StandingRow } from "./standings.sql.ts";

/** The global board of a week; an unknown week is a 404 (and is not kept). */
export function weekBoard(weekId: string): Promise<Board> {
  const id = canonicalId(weekId);
  return cachedBoard(
    `global:week:${id}`,
    async () => {
      await requireWeek(weekId);
      return globalBoard(await globalWeekRows(weekId), weekId);
    },
    {
      weekId: id,
      reread: (userIds) => globalWeekRows(weekId, userIds),
      // The same columns when every game is of this week: its ids' words are parsed once for both boards.
      grade: (board, gameIds, gradings) => addGradings(board, gameIds, gradings.ofWeek(id)),
    },
  );
}

export function allTimeBoard(): Promise<Board> {
  return cachedBoard("global:all", async () => globalBoard(await globalAllTimeRows(), null), {
    reread: (userIds) => globalAllTimeRows(userIds),
    grade: addGradings,
  });
}

/** A global board and the graded games it counts, read after its rows (a game graded between is regraded in full). */
async function globalBoard(rows: StandingRow[], weekId: string | null): Promise<Board> {
  const board = rankBoard(rows);
  board.graded = await gradedGames(weekId);
  return board;
}

/**
 * A league's season standings (weekId null) or week standings. The key carries the league's type
 * and season scope, so a settings change is a new board without an event of its own.
 */
export function leagueBoard(league: League, weekId: string | null): Promise<Board> {
  const { seasonScope } = league;
  const key = `league:${league.id}:${league.leagueType}:${seasonScope}:${weekId ? canonicalId(weekId) : "season"}`;
  // A season board moves the rows a change names; a week board (its tiebreaker) is rebuilt.
  const reread = weekId
    ? undefined
    : async (userIds: readonly string[]) =>
        leagueRows(
          league,
          null,
          league.leagueType !== "trivia_only" ? await weeksOnGlobalPicks(league.id, null) : "all",
          userIds,
        );
  return cachedBoard(
    key,
    async () => {
      if (weekId) await requireWeek(weekId);
      const countsPicks = league.leagueType !== "trivia_only";
      const [globalWeeks, tiebreaks] = await Promise.all([
        countsPicks ? weeksOnGlobalPicks(league.id, weekId) : ("all" as const),
        countsPicks && weekId ? weekTiebreaks(league.id, weekId) : null,
      ]);
      const rows = await leagueRows(league, weekId, globalWeeks);
      if (!tiebreaks) return rankBoard(rows, undefined, sameLeaguePlace);
      const withTiebreaks = rows.map((row) => {
        const tiebreak = tiebreaks.get(row.userId);
        return { ...row, tiebreakerError: tiebreak?.error ?? null, tiebreakerSavedAt: tiebreak?.savedAt ?? null };
      });
      return rankBoard(withTiebreaks, compareLeagueWeekKeys, sameLeaguePlace);
    },
    { reread },
  );
}

async function requireWeek(weekId: string) {
  const [week] = await db().select({ id: weeks.id }).from(weeks).where(eq(weeks.id, weekId));
  if (!week) throw new NotFoundError("Week not found");
}
