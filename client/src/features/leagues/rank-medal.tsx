import { Medal } from "lucide-react";
import { cn } from "@/lib/cn";

/** Gold, silver and bronze, each a shade that stands out at 3:1 on the theme's cards (they carry the rank). */
const MEDAL_CLASS: Record<number, string> = {
  1: "text-yellow-700 dark:text-yellow-400",
  2: "text-slate-500 dark:text-slate-400",
  3: "text-amber-700 dark:text-amber-600",
};
const PLACE = ["1st", "2nd", "3rd"];

/** A global board's entry has a place once a pick of it was graded or it has a point (shared hasPlace). */
export const entryPlaced = (entry: { points: number; correctWins: number; incorrectWins: number }) =>
  entry.correctWins + entry.incorrectWins > 0 || entry.points !== 0;

/**
 * RULES §2: ranks 1-3 get medals (a shared place shares its medal); other ranks show their number.
 * A player with nothing counted yet has no place: a dash, never a medal (issue 39).
 */
export function RankMedal({ rank, placed = true }: { rank: number; placed?: boolean }) {
  if (!placed) {
    return (
      <span className="text-muted-foreground" data-unplaced="">
        <span aria-hidden="true">–</span>
        <span className="sr-only">no place yet</span>
      </span>
    );
  }
  const medal = MEDAL_CLASS[rank];
  if (!medal) return <span className="tabular-nums text-muted-foreground">{rank}</span>;
  return (
    <span className="inline-flex items-center" data-medal={rank}>
      <Medal className={cn("size-5", medal)} aria-hidden="true" />
      <span className="sr-only">{PLACE[rank - 1]} place</span>
    </span>
  );
}
