import type { LeagueSeasonEntry, LeagueWeekEntry } from "../../../shared/contracts/leaderboard.ts";
import type { VisibleLeague } from "../leagues/league-access.ts";
import type { RankedRow } from "./board.ts";
import { leagueBoard } from "./standings.service.ts";

interface Viewer {
  id: string;
  email: string | null;
}

/** Names for the standings; the email only on the viewer's own entry. */
const names = (row: RankedRow, viewer: Viewer) => ({
  handle: row.handle,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.userId === viewer.id ? viewer.email : null,
});

/** SPEC §7 GET /api/leagues/:id/standings/season (the caller passed findVisibleLeague). */
export async function leagueSeasonStandings(viewer: Viewer, league: VisibleLeague): Promise<LeagueSeasonEntry[]> {
  const board = await leagueBoard(league, null);
  return board.rows.map((row) => ({ userId: row.userId, rank: row.rank, totalPoints: row.points, ...names(row, viewer) }));
}

/** SPEC §7 GET /api/leagues/:id/standings/week/:weekId. */
export async function leagueWeekStandings(viewer: Viewer, league: VisibleLeague, weekId: string): Promise<LeagueWeekEntry[]> {
  const board = await leagueBoard(league, weekId);
  return board.rows.map((row) => ({ userId: row.userId, rank: row.rank, points: row.points, ...names(row, viewer) }));
}
