import type { SortingStrategy } from "@dnd-kit/sortable";
import type { LeagueCard } from "@shared/contracts/league-card";

type CardGame = Pick<LeagueCard["games"][number], "id" | "locked" | "pick">;

/** The confidence value of the row at `index` of a card of `size` games: the top row is worth the most (N). */
export const confidenceAt = (index: number, size: number) => size - index;

/**
 * A confidence card's rows, top (N) to bottom (1). Each saved value keeps its row; the other games
 * fill the rows left over by kickoff, open games first, so the highest free values go to games that
 * can still be picked and locked games without a pick (worth nothing) sink to the bottom.
 */
export function orderFromCard(games: readonly CardGame[]): string[] {
  const size = games.length;
  const rows: (string | null)[] = Array.from({ length: size }, () => null);
  const placed = new Set<string>();
  for (const game of games) {
    const value = game.pick?.confidence;
    if (value == null || value < 1 || value > size) continue;
    const row = size - value;
    if (rows[row] !== null) continue;
    rows[row] = game.id;
    placed.add(game.id);
  }
  const rest = games.filter((game) => !placed.has(game.id));
  const waiting = [...rest.filter((game) => !game.locked), ...rest.filter((game) => game.locked)];
  let next = 0;
  return rows.map((id) => id ?? waiting[next++]!.id);
}

/**
 * `active` moved to `over`'s row: the open rows between them shift by one (the others re-rank)
 * while locked rows keep their place and value. A move from or onto a locked row changes nothing.
 */
export function moveWithin<T>(order: readonly T[], active: T, over: T, isLocked: (item: T) => boolean): T[] {
  const open = order.filter((item) => !isLocked(item));
  const from = open.indexOf(active);
  const to = open.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...order];
  open.splice(to, 0, ...open.splice(from, 1));
  let next = 0;
  return order.map((item) => (isLocked(item) ? item : open[next++]!));
}

/**
 * `item` takes the row worth `value` and the game that held it takes `item`'s old row: a swap, so
 * the other rows keep their values. Nothing changes for a locked row either side or a value outside 1..N.
 */
export function setValueWithin<T>(order: readonly T[], item: T, value: number, isLocked: (item: T) => boolean): T[] {
  const from = order.indexOf(item);
  const to = order.length - value;
  const holder = order[to];
  if (from < 0 || !Number.isInteger(value) || holder === undefined || isLocked(item) || isLocked(holder)) {
    return [...order];
  }
  const next = [...order];
  next[to] = item;
  next[from] = holder;
  return next;
}

/** The open row next to `item` one step up (-1, a higher value) or down (+1), past locked rows; none at an edge. */
export function openNeighbour<T>(order: readonly T[], item: T, step: -1 | 1, isLocked: (item: T) => boolean) {
  const index = order.indexOf(item);
  if (index < 0 || isLocked(item)) return undefined;
  for (let at = index + step; at >= 0 && at < order.length; at += step) {
    if (!isLocked(order[at]!)) return order[at];
  }
  return undefined;
}

/** `item` moved one open row up (-1) or down (+1), trading values with the game there; unchanged at an edge. */
export function stepWithin<T>(order: readonly T[], item: T, step: -1 | 1, isLocked: (item: T) => boolean): T[] {
  const neighbour = openNeighbour(order, item, step, isLocked);
  return neighbour === undefined ? [...order] : moveWithin(order, item, neighbour, isLocked);
}

/**
 * A starting order by the line: the open rows go to the open games by how strongly their favourite
 * is favoured (the biggest favourite highest, a pick'em after every favourite), games without a
 * line last; ties keep the card's order (kickoff), so one card orders one way. Locked rows stay.
 */
export function orderByLine(
  order: readonly string[],
  games: readonly { id: string; line: number | null }[],
  isLocked: (id: string) => boolean,
): string[] {
  const cardIndex = new Map(games.map((game, index) => [game.id, index]));
  const margin = new Map(games.map((game) => [game.id, game.line === null ? -1 : Math.abs(game.line)]));
  const open = order
    .filter((id) => !isLocked(id))
    .sort(
      (a, b) =>
        (margin.get(b) ?? -1) - (margin.get(a) ?? -1) ||
        (cardIndex.get(a) ?? Number.MAX_SAFE_INTEGER) - (cardIndex.get(b) ?? Number.MAX_SAFE_INTEGER) ||
        a.localeCompare(b),
    );
  let next = 0;
  return order.map((id) => (isLocked(id) ? id : open[next++]!));
}

/** Where the row at `index` of the open rows lands while `activeIndex` is held over `overIndex`. */
export function slotDuringMove(index: number, activeIndex: number, overIndex: number): number {
  if (index === activeIndex) return overIndex;
  if (activeIndex < overIndex && index > activeIndex && index <= overIndex) return index - 1;
  if (activeIndex > overIndex && index < activeIndex && index >= overIndex) return index + 1;
  return index;
}

/**
 * The drag preview for open rows with locked rows between them (those are not sortable and stay):
 * each open row slides to the open row whose place it takes, as moveWithin will order them.
 */
export const openSlotsStrategy: SortingStrategy = ({ rects, activeIndex, overIndex, index }) => {
  const own = rects[index];
  const target = rects[slotDuringMove(index, activeIndex, overIndex)];
  if (!own || !target) return null;
  return { x: 0, y: target.top - own.top, scaleX: 1, scaleY: 1 };
};
