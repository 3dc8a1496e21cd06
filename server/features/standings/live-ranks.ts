import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import { hasPlace } from "../../../shared/domain/standings.ts";
import type { RankedRow } from "./board.ts";

/** One player's line in a live room: what every viewer may see, never an email. */
export interface LiveStanding {
  userId: string;
  name: string;
  rank: number;
  /** The rank before the last change of the board; 0 for a player who was not on it. */
  previousRank: number;
  points: number;
  /** Place in the board's order (ranks can be shared). */
  position: number;
  placed: boolean;
}

type Shown = Pick<LiveStanding, "userId" | "name" | "rank" | "points" | "position" | "placed">;

/**
 * The next lines of a live board, or null when the board shows nothing new (so a recomputation
 * that changed nothing keeps every previousRank). When it changed, every line's previousRank is
 * the rank it had just before.
 */
export function nextStandings(shown: ReadonlyMap<string, Shown>, rows: readonly RankedRow[]): LiveStanding[] | null {
  const lines = rows.map((row, position) => ({
    userId: row.userId,
    name: leagueMemberName({ handle: row.handle, firstName: row.firstName, lastName: row.lastName }),
    rank: row.rank,
    points: row.points,
    position,
    placed: hasPlace(row),
  }));
  const same =
    lines.length === shown.size &&
    lines.every((line) => {
      const before = shown.get(line.userId);
      return (
        before !== undefined &&
        before.rank === line.rank &&
        before.points === line.points &&
        before.name === line.name &&
        before.position === line.position &&
        before.placed === line.placed
      );
    });
  if (same) return null;
  return lines.map((line) => ({ ...line, previousRank: shown.get(line.userId)?.rank ?? 0 }));
}
