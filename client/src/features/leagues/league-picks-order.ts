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
