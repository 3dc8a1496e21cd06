import { events } from "../../events.ts";
import type { Board } from "./board.ts";

/** Boards kept per process; the oldest goes first beyond this (a board of 100k players is ~20 MB). */
const MAX_BOARDS = 500;
/** A burst of first picks (new players on a board with 0 points) refreshes boards once, this long after the first of them. */
export const PICK_REFRESH_MS = 250;

const boards = new Map<string, Promise<Board>>();
let pickRefresh: ReturnType<typeof setTimeout> | null = null;

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
  if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
  pending.catch(() => {
    if (boards.get(key) === pending) boards.delete(key);
  });
  return pending;
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
for (const name of ["standings.changed", "game.finalized", "games.regraded", "user.deleted"] as const) events.subscribe(name, () => boards.clear());
events.subscribe("league.members.changed", ({ leagueId }) => dropBoards(`league:${leagueId}:`));
events.subscribe("board.entered", onBoardEntered);
