import { compareRankKeys, type WeekTiebreakKey } from "../../../shared/domain/standings.ts";
import type { StandingRow } from "./standings.sql.ts";

/** With a league week's decided tiebreaker, its error and save (shared/domain/standings.ts). */
export type RankedRow = StandingRow & Omit<WeekTiebreakKey, keyof StandingRow> & { rank: number };

/** A ranked board held in memory: rows in rank order (rank = position + 1) and each player's position. */
export interface Board {
  rows: RankedRow[];
  positionOf: Map<string, number>;
}

/** A board with nobody on it (no current week). */
export const EMPTY_BOARD: Board = { rows: [], positionOf: new Map() };

export function rankBoard<R extends StandingRow>(rows: R[], compare: (a: R, b: R) => number = compareRankKeys): Board {
  const sorted = [...rows].sort(compare);
  const ranked = sorted.map((row, i) => ({ ...row, rank: i + 1 }));
  return { rows: ranked, positionOf: new Map(ranked.map((row, i) => [row.userId, i])) };
}
