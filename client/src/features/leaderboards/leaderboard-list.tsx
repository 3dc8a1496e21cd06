import type { LeaderboardEntry } from "@shared/contracts/leaderboard";
import { leaderboardDisplayName } from "@shared/domain/display-name";
import { motion } from "framer-motion";
import { Badge } from "@/components/ui/badge";
import { entryPlaced, RankMedal } from "@/features/leagues/rank-medal";
import { cn } from "@/lib/cn";
import type { RowsProps } from "./leaderboard-rows";
import { PlayerWeekPicks } from "./player-week-picks";

/** Mobile: one card-like line per player, correct/incorrect under the name, points on the right. */
export function LeaderboardList({ entries, pinned, meId, expandable, expandedId, onToggle, weekId }: RowsProps) {
  const item = (entry: LeaderboardEntry, isPinned = false) => {
    const isMe = entry.userId === meId;
    const expanded = expandable && expandedId === entry.userId;
    return (
      <motion.li
        layout="position"
        key={`${isPinned ? "pinned" : "row"}-${entry.userId}`}
        className={cn("border-b last:border-0", isPinned && "border-t-2")}
      >
        <button
          type="button"
          disabled={!expandable}
          aria-expanded={expandable ? expanded : undefined}
          onClick={() => onToggle(entry.userId)}
          data-testid="leaderboard-item"
          data-me={isMe || undefined}
          className={cn(
            "flex w-full items-center gap-3 px-3 py-3 text-left disabled:cursor-default",
            isMe && "bg-primary/10",
          )}
        >
          <span className="flex w-8 justify-center">
            <RankMedal rank={entry.rank} placed={entryPlaced(entry)} />
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="flex min-w-0 items-center gap-2 font-medium">
              {/* A name wraps rather than being cut on a phone, as in league standings (issue 39). */}
              <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="leaderboard-name">
                {leaderboardDisplayName(entry)}
              </span>
              {isMe && <Badge variant="secondary">You</Badge>}
            </span>
            <span className="text-xs text-muted-foreground">
              <span className="text-success">{entry.correctWins} correct</span> ·{" "}
              <span className="text-destructive">{entry.incorrectWins} incorrect</span>
            </span>
          </span>
          <span className="font-semibold tabular-nums">{entry.points} pts</span>
        </button>
        {expanded && (
          <div className="bg-muted/30 px-3 py-3">
            <PlayerWeekPicks userId={entry.userId} weekId={weekId} />
          </div>
        )}
      </motion.li>
    );
  };
  return (
    <ul className="md:hidden" data-testid="leaderboard-list">
      {entries.map((entry) => item(entry))}
      {pinned && item(pinned, true)}
    </ul>
  );
}
