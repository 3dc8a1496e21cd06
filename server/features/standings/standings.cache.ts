import { sql } from "drizzle-orm";
import { createCache } from "../../cache/index.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { env } from "../../env.ts";
import { events } from "../../events.ts";
import { logger } from "../../logger.ts";
import { type Board, moveRows } from "./board.ts";
import type { Gradings } from "./gradings.ts";
import { PlayerSlots } from "./player-slots.ts";
import { gradingDeltas, type StandingRow } from "./standings.sql.ts";

/** Boards kept per process, the least recently used going first beyond either bound. */
const MAX_BOARDS = 500;
const MB = 1024 * 1024;
/** A burst of first picks that do not name their player refreshes boards once, this long after the first of them. */
export const PICK_REFRESH_MS = 250;
/** A change touching more players than this share of a board (and this many) rebuilds it instead of moving rows. */
const BROAD_SHARE = 0.5;
const BROAD_MIN = 1000;

interface Entry {
  board: Promise<Board>;
  compute: () => Promise<Board>;
  /** Those players' rows as `compute` would now give them; none: the board is rebuilt on any change. */
  reread?: (userIds: readonly string[]) => Promise<StandingRow[]>;
  /** The week the board is of; null: every change may move it. */
  weekId: string | null;
  /** Adds games' first gradings by game (their pickers, read by game, once a batch); false: the board is rebuilt. */
  grade?: (board: Board, gameIds: readonly string[], gradings: Gradings) => boolean;
}

export interface BoardSource {
  reread?: Entry["reread"];
  grade?: Entry["grade"];
  weekId?: string | null;
}

/** Bounded by BOARD_CACHE_MB, read on first use (a 1,000,000-player board is ~0.5 GB: decision 044). */
const boards = createCache<string, Entry>({ name: "standings-boards", max: MAX_BOARDS, maxSize: 512 * MB });
let bounded = false;
let pickRefresh: ReturnType<typeof setTimeout> | null = null;

function settle(key: string, entry: Entry) {
  const pending = entry.board;
  pending.then(
    (board) => {
      if (boards.peek(key) === entry && entry.board === pending) boards.set(key, entry, board.bytes());
    },
    () => {
      if (boards.peek(key) === entry && entry.board === pending) boards.delete(key);
    },
  );
}

/**
 * Each board is computed once and then kept up to date in memory: concurrent requests share one
 * computation, a change that names its players (a game's grading, a trivia answer) moves only
 * their rows (decision 042), and a broad change (regrade all, a settings change) drops the boards
 * so the next request recomputes them. A request after a change waits for its move.
 */
export function cachedBoard(key: string, compute: () => Promise<Board>, source: BoardSource = {}): Promise<Board> {
  if (!bounded) setBoardCacheBytes();
  const cached = boards.get(key);
  if (cached) return cached.board;
  const entry: Entry = {
    board: compute(),
    compute,
    reread: source.reread,
    grade: source.grade,
    weekId: source.weekId ?? null,
  };
  boards.set(key, entry);
  settle(key, entry);
  return entry.board;
}

/** What the cache holds now (tests). */
export const boardCacheContents = () => ({ keys: boards.keys(), bytes: boards.totalSize });

/** Another byte bound (tests), or back to BOARD_CACHE_MB with none. */
export function setBoardCacheBytes(bytes = env().BOARD_CACHE_MB * MB) {
  boards.maxSize = bytes;
  bounded = true;
}

export function dropBoards(prefix = "") {
  for (const key of boards.keys()) if (key.startsWith(prefix)) boards.delete(key);
}

/** Cancels a pending pick refresh and forgets every board (tests). */
export function resetBoards() {
  flushPickRefresh();
  clearBoards();
}

function clearBoards() {
  batch = null;
  boards.clear();
}

/** Applies the refresh that first picks asked for without waiting for its timer (tests). */
export function flushPickRefresh() {
  if (!pickRefresh) return;
  clearTimeout(pickRefresh);
  pickRefresh = null;
  clearBoards();
}

const onBoardEntered = () => {
  if (pickRefresh) return;
  pickRefresh = setTimeout(() => {
    pickRefresh = null;
    clearBoards();
  }, PICK_REFRESH_MS);
  pickRefresh.unref?.();
};

/** A change that names what it moved: these players, and every player with a pick of these games. */
export interface NarrowChange {
  userIds?: readonly string[];
  gameIds?: readonly string[];
  /** The week it counts in; null: any (a trivia answer counts in the week of its day and all time). */
  weekId: string | null;
}

interface Batch {
  userIds: Set<string>;
  gameIds: Set<string>;
  /** Weeks whose boards move; null: every board. */
  weekIds: Set<string> | null;
  closed: Promise<void>;
  pickers?: Promise<{ count: number; ids: () => Iterable<string>; table: PlayerSlots }>;
  deltas?: Promise<Gradings | null>;
}

/** Changes published in the same turn of the event loop move each board once, together. */
let batch: Batch | null = null;

/** Moves the rows a change touched on every board kept; the boards' promises now wait for the move. */
export function moveBoards(change: NarrowChange) {
  if (!batch) batch = openBatch();
  for (const id of change.userIds ?? []) batch.userIds.add(id);
  for (const id of change.gameIds ?? []) batch.gameIds.add(id);
  if (change.weekId === null) batch.weekIds = null;
  else batch.weekIds?.add(change.weekId);
}

function openBatch(): Batch {
  let close = () => {};
  const opened: Batch = {
    userIds: new Set(),
    gameIds: new Set(),
    weekIds: new Set(),
    closed: new Promise<void>((resolve) => {
      close = resolve;
    }),
  };
  setImmediate(() => {
    if (batch === opened) batch = null;
    close();
  });
  for (const key of boards.keys()) {
    const entry = boards.peek(key)!;
    if (!entry.reread) {
      boards.delete(key);
      continue;
    }
    const before = entry.board;
    entry.board = before.then(async (board) => {
      await opened.closed;
      if (entry.weekId && opened.weekIds && !opened.weekIds.has(entry.weekId)) return board;
      try {
        // A global board adds a game's grading by game; others re-read its pickers among the players.
        const byGame = entry.grade && opened.gameIds.size > 0;
        if (byGame) {
          const gameIds = [...opened.gameIds];
          const deltas = await deltasOf(opened);
          if (!deltas || !entry.grade!(board, gameIds, deltas)) return await entry.compute();
        }
        const players = byGame ? [...opened.userIds] : await playersOf(opened, board);
        if (players.length === 0) return board;
        // Broad by the players it moves on this board: a league's board holds a game's few members among its pickers.
        const onBoard = players.filter((id) => board.positionOf.has(id)).length;
        if (onBoard > Math.max(BROAD_MIN, board.size * BROAD_SHARE)) return await entry.compute();
        moveRows(board, players, await entry.reread!(players));
        return board;
      } catch (error) {
        logger.warn(`A board could not move its rows, rebuilding it: ${(error as Error).message}`);
        return entry.compute();
      }
    });
    settle(key, entry);
  }
  return opened;
}

/** What a batch's first gradings gave their pickers (null: a game has no record), read once for every board. */
function deltasOf(change: Batch): Promise<Gradings | null> {
  change.deltas ??= gradingDeltas([...change.gameIds]);
  return change.deltas;
}

/**
 * The players a batch moves on a board: those it names, and the pickers of its games who are on
 * the board (a league's members among 100,000 pickers). The pickers come from the games' grading
 * records when they have them (picks are locked once a game is graded), else from their picks.
 */
async function playersOf(change: Batch, board: Board): Promise<string[]> {
  if (change.gameIds.size === 0) return [...change.userIds];
  change.pickers ??= (async () => {
    const games = sql`${`{${[...change.gameIds].join(",")}}`}::uuid[]`;
    // Asked beside the records, not after them: one round trip less before a league board moves.
    const [leaguePicks, deltas] = await Promise.all([
      db().execute(sql`select user_id from league_picks where game_id = any(${games})`),
      deltasOf(change),
    ]);
    let rows = rowsOf<{ user_id: string }>(leaguePicks);
    if (!deltas)
      rows = rows.concat(rowsOf(await db().execute(sql`select user_id from picks where game_id = any(${games})`)));
    // A table of the pickers' ids (their words as the record was parsed), not a Set of strings.
    const graded = deltas?.length ?? 0;
    const pickers = new PlayerSlots(graded + rows.length);
    if (deltas?.words) pickers.setManyWords(deltas.words, graded);
    else for (let i = 0; i < graded; i++) pickers.set(deltas!.userId(i), 0);
    for (const row of rows) pickers.set(row.user_id, 0);
    // Their texts only when a board is larger than they are, made as they are read.
    function* ids() {
      for (let i = 0; i < graded; i++) yield deltas!.userId(i);
      for (const row of rows) yield row.user_id;
    }
    return { count: graded + rows.length, ids, table: pickers };
  })();
  const players = new Set(change.userIds);
  const pickers = await change.pickers;
  // By the smaller side: a league board of 1,000 checks its members, not 100,000 pickers each.
  if (board.size < pickers.count) {
    for (const [userId] of board.positionOf) if (pickers.table.has(userId)) players.add(userId);
  } else for (const id of pickers.ids()) if (board.positionOf.has(id)) players.add(id);
  return [...players];
}

// A game graded (its pickers move), or what a change names; anything broader drops every board.
events.subscribe("game.finalized", ({ gameId, weekId }) => moveBoards({ gameIds: [gameId], weekId }));
events.subscribe("standings.changed", (change) => {
  if (change.userIds || change.gameId) {
    moveBoards({ userIds: change.userIds, gameIds: change.gameId ? [change.gameId] : [], weekId: change.weekId });
  } else clearBoards();
});
for (const name of ["games.regraded", "user.deleted", "realtime.resync"] as const)
  events.subscribe(name, () => clearBoards());
events.subscribe("league.members.changed", ({ leagueId }) => dropBoards(`league:${leagueId}:`));
events.subscribe("board.entered", ({ weekId, userId }) =>
  userId ? moveBoards({ userIds: [userId], weekId }) : onBoardEntered(),
);
