import { compareRankKeys } from "../../../shared/domain/standings.ts";
import type { StandingRow } from "./standings.sql.ts";

export type RankedRow = StandingRow & { rank: number };

/** A ranked board held in memory: rows in rank order (rank = position + 1) and each player's position. */
export interface Board {
  rows: RankedRow[];
  positionOf: Map<string, number>;
}

/** A board with nobody on it (no current week). */
export const EMPTY_BOARD: Board = { rows: [], positionOf: new Map() };

export function rankBoard(rows: StandingRow[]): Board {
  const sorted = [...rows].sort(compareRankKeys);
  const ranked = sorted.map((row, i) => ({ ...row, rank: i + 1 }));
  return { rows: ranked, positionOf: new Map(ranked.map((row, i) => [row.userId, i])) };
}
