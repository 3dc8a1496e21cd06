import type { LeagueSeasonEntry, LeagueWeekEntry } from "../../../shared/contracts/leaderboard.ts";
import { hasPlace } from "../../../shared/domain/standings.ts";
import type { VisibleLeague } from "../leagues/league-access.ts";
import type { Board, RankedRow } from "./board.ts";
import { type JsonBody, jsonBody, rowsJson } from "./serialized.ts";
import { leagueBoard } from "./standings.service.ts";

interface Viewer {
  id: string;
  email: string | null;
}

const names = (row: RankedRow, email: string | null) => ({
  handle: row.handle,
  firstName: row.firstName,
  lastName: row.lastName,
  email,
});

const seasonEntry = (row: RankedRow, email: string | null = null): LeagueSeasonEntry => ({
  userId: row.userId,
  rank: row.rank,
  totalPoints: row.points,
  ...names(row, email),
  placed: hasPlace(row),
});

const weekEntry = (row: RankedRow, email: string | null = null): LeagueWeekEntry => ({
  userId: row.userId,
  rank: row.rank,
  points: row.points,
  ...names(row, email),
  placed: hasPlace(row),
  ...(row.tiebreakerError !== undefined && { tiebreakerError: row.tiebreakerError }),
});

/** Every entry of a board in rank order; the email only on the viewer's own entry. */
function standingsJson(
  board: Board,
  viewer: Viewer,
  kind: string,
  shape: (row: RankedRow, email?: string | null) => object,
): JsonBody<never> {
  const rows = rowsJson(board, kind, (row) => shape(row));
  const position = board.positionOf.get(viewer.id);
  if (position === undefined) return jsonBody([{ rows }]);
  return jsonBody([
    { rows, own: { index: position, row: JSON.stringify(shape(board.rowAt(position), viewer.email)) } },
  ]);
}

/** RULES §7 GET /api/leagues/:id/standings/season (the caller passed findVisibleLeague). */
export async function leagueSeasonStandings(
  viewer: Viewer,
  league: VisibleLeague,
): Promise<JsonBody<LeagueSeasonEntry[]>> {
  return standingsJson(await leagueBoard(league, null), viewer, "season", seasonEntry);
}

/** RULES §7 GET /api/leagues/:id/standings/week/:weekId. */
export async function leagueWeekStandings(
  viewer: Viewer,
  league: VisibleLeague,
  weekId: string,
): Promise<JsonBody<LeagueWeekEntry[]>> {
  return standingsJson(await leagueBoard(league, weekId), viewer, "week", weekEntry);
}
