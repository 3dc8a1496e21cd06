import {
  LEADERBOARD_DEFAULT_LIMIT,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type LeaderboardResponse,
} from "../../../shared/contracts/leaderboard.ts";
import { type Board, EMPTY_BOARD, type RankedRow } from "../standings/board.ts";
import { type JsonBody, jsonBody, rowsJson } from "../standings/serialized.ts";
import { allTimeBoard, weekBoard } from "../standings/standings.service.ts";
import { currentWeekId } from "./current-week.ts";

interface Viewer {
  id: string;
  email: string | null;
}

async function boardFor(query: LeaderboardQuery): Promise<Board> {
  if (query.weekId) return weekBoard(query.weekId);
  if (query.scope === "all") return allTimeBoard();
  const weekId = await currentWeekId();
  return weekId ? weekBoard(weekId) : EMPTY_BOARD;
}

const toEntry = (row: RankedRow, email: string | null = null): LeaderboardEntry => ({
  userId: row.userId,
  rank: row.rank,
  handle: row.handle,
  email,
  correctWins: row.correctWins,
  incorrectWins: row.incorrectWins,
  points: row.points,
});

/**
 * One page of a board from memory, plus the viewer's own entry with its true rank; the viewer's
 * email is on their own entry only. Rows are serialized once per board (standings/serialized.ts).
 */
export async function leaderboardPage(viewer: Viewer, query: LeaderboardQuery): Promise<JsonBody<LeaderboardResponse>> {
  const board = await boardFor(query);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? LEADERBOARD_DEFAULT_LIMIT;
  const position = board.positionOf.get(viewer.id);
  const mine = position === undefined ? "null" : JSON.stringify(toEntry(board.rowAt(position), viewer.email));
  const total = board.size;
  const end = Math.min(offset + limit, total);
  const page = rowsJson(board, "leaderboard", shape, Math.min(offset, end), end);
  const own = position !== undefined && position >= offset && position < end;
  return jsonBody([
    ENTRIES,
    { rows: page, ...(own && { own: { index: position - offset, row: mine } }) },
    Buffer.from(`,"me":${mine},"total":${total}}`),
  ]);
}

const ENTRIES = Buffer.from(`{"entries":`);
const shape = (row: RankedRow) => toEntry(row);
