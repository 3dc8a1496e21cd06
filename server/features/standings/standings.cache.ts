import { ByteLru } from "../../byte-lru.ts";
import { events } from "../../events.ts";
import type { Board } from "./board.ts";

/** Boards kept per process, the least recently used going first beyond either bound. */
const MAX_BOARDS = 500;
const MAX_BOARD_BYTES = 512 * 1024 * 1024;
/** A burst of first picks (new players on a board with 0 points) refreshes boards once, this long after the first of them. */
export const PICK_REFRESH_MS = 250;

const boards = new ByteLru<Promise<Board>>(MAX_BOARD_BYTES, MAX_BOARDS);
let pickRefresh: ReturnType<typeof setTimeout> | null = null;

/**
 * What a board holds in memory, estimated: each row's object, its map entry and its serialized
 * JSON, about 320 bytes plus 4 a character of its text (a 100k-player board comes to ~45 MB, as
 * measured in issue 18). Exact sizes would cost a serialization of every board.
 */
function boardBytes(board: Board): number {
  let bytes = 0;
  for (const row of board.rows) {
    bytes +=
      320 +
      4 * (row.userId.length + (row.handle?.length ?? 0) + (row.firstName?.length ?? 0) + (row.lastName?.length ?? 0));
  }
  return bytes;
}

/**
 * Each board is computed once per change and served from memory: concurrent requests share one
 * computation, and an event drops the boards it may change so the next request recomputes them.
 * A computation that was under way when its board was dropped serves only the requests that were
 * already waiting for it.
 */
export function cachedBoard(key: string, compute: () => Promise<Board>): Promise<Board> {
  const cached = boards.get(key);
  if (cached) return cached;
  const pending = compute();
  boards.set(key, pending);
  pending.then(
    (board) => boards.weigh(key, pending, boardBytes(board)),
    () => {
      if (boards.get(key) === pending) boards.delete(key);
    },
  );
  return pending;
}

/** What the cache holds now (tests). */
export const boardCacheContents = () => ({ keys: [...boards.keys()], bytes: boards.bytes });

/** A smaller byte bound, or back to the real one with none (tests). */
export function setBoardCacheBytes(bytes = MAX_BOARD_BYTES) {
  boards.maxBytes = bytes;
}

export function dropBoards(prefix = "") {
  for (const key of [...boards.keys()]) if (key.startsWith(prefix)) boards.delete(key);
}

/** Cancels a pending pick refresh and forgets every board (tests). */
export function resetBoards() {
  flushPickRefresh();
  boards.clear();
}

/** Applies the refresh that first picks asked for without waiting for its timer (tests). */
export function flushPickRefresh() {
  if (!pickRefresh) return;
  clearTimeout(pickRefresh);
  pickRefresh = null;
  boards.clear();
}

const onBoardEntered = () => {
  if (pickRefresh) return;
  pickRefresh = setTimeout(() => {
    pickRefresh = null;
    boards.clear();
  }, PICK_REFRESH_MS);
  pickRefresh.unref?.();
};

// Points move on these: every board may change. Boards are recomputed lazily, on their next request.
for (const name of [
  "standings.changed",
  "game.finalized",
  "games.regraded",
  "user.deleted",
  "realtime.resync",
] as const)
  events.subscribe(name, () => boards.clear());
events.subscribe("league.members.changed", ({ leagueId }) => dropBoards(`league:${leagueId}:`));
events.subscribe("board.entered", onBoardEntered);
