import {
  LEADERBOARD_DEFAULT_LIMIT,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type LeaderboardResponse,
} from "../../../shared/contracts/leaderboard.ts";
import type { Board, RankedRow } from "../standings/board.ts";
import { allTimeBoard, weekBoard } from "../standings/standings.service.ts";
import { currentWeekId } from "./current-week.ts";

interface Viewer {
  id: string;
  email: string | null;
}

const EMPTY: Board = { rows: [], positionOf: new Map() };

async function boardFor(query: LeaderboardQuery): Promise<Board> {
  if (query.weekId) return weekBoard(query.weekId);
  if (query.scope === "all") return allTimeBoard();
  const weekId = await currentWeekId();
  return weekId ? weekBoard(weekId) : EMPTY;
}

const toEntry = (row: RankedRow, viewer: Viewer): LeaderboardEntry => ({
  userId: row.userId,
  rank: row.rank,
  handle: row.handle,
  email: row.userId === viewer.id ? viewer.email : null,
  correctWins: row.correctWins,
  incorrectWins: row.incorrectWins,
  points: row.points,
});

/** One page of a board from memory, plus the viewer's own entry with its true rank. */
export async function leaderboardPage(viewer: Viewer, query: LeaderboardQuery): Promise<LeaderboardResponse> {
  const board = await boardFor(query);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? LEADERBOARD_DEFAULT_LIMIT;
  const position = board.positionOf.get(viewer.id);
  return {
    entries: board.rows.slice(offset, offset + limit).map((row) => toEntry(row, viewer)),
    me: position === undefined ? null : toEntry(board.rows[position]!, viewer),
    total: board.rows.length,
  };
}
