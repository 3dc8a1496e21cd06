import type { LeaderboardEntry } from "@shared/contracts/leaderboard";
import { leaderboardDisplayName } from "@shared/domain/display-name";
import { motion } from "framer-motion";
import { ChevronDown } from "lucide-react";
import { Fragment } from "react";
import { Badge } from "@/components/ui/badge";
import { entryPlaced, RankMedal } from "@/features/leagues/rank-medal";
import { cn } from "@/lib/cn";
import type { RowsProps } from "./leaderboard-rows";
import { PlayerWeekPicks } from "./player-week-picks";

/** Desktop: columns Rank, Player, Correct, Incorrect, Points; week rows expand to the player's picks. */
export function LeaderboardTable({ entries, pinned, meId, expandable, expandedId, onToggle, weekId }: RowsProps) {
  const row = (entry: LeaderboardEntry, isPinned = false) => {
    const isMe = entry.userId === meId;
    const expanded = expandable && expandedId === entry.userId;
    return (
      <Fragment key={`${isPinned ? "pinned" : "row"}-${entry.userId}`}>
        <motion.tr
          layout="position"
          data-testid="leaderboard-row"
          data-user-id={entry.userId}
          data-me={isMe || undefined}
          onClick={expandable ? () => onToggle(entry.userId) : undefined}
          className={cn(
            "border-b last:border-0",
            isMe && "bg-primary/10",
            expandable && "cursor-pointer hover:bg-accent/50",
            isPinned && "border-t-2",
          )}
        >
          <td className="py-3 pr-2 pl-3">
            <RankMedal rank={entry.rank} placed={entryPlaced(entry)} />
          </td>
          <td className="py-3 pr-2">
            {/* The row takes the click; the button gives keyboards and screen readers the same toggle. */}
            {expandable ? (
              <button type="button" aria-expanded={expanded} className="w-full rounded-sm text-left">
                <PlayerName entry={entry} isMe={isMe} />
              </button>
            ) : (
              <PlayerName entry={entry} isMe={isMe} />
            )}
          </td>
          <td className="py-3 pr-2 text-right tabular-nums text-success">{entry.correctWins}</td>
          <td className="py-3 pr-2 text-right tabular-nums text-destructive">{entry.incorrectWins}</td>
          <td className="py-3 pr-3 text-right font-semibold tabular-nums">
            <span className="inline-flex items-center gap-1">
              {entry.points}
              {expandable && (
                <ChevronDown
                  className={cn("size-4 text-muted-foreground transition-transform", expanded && "rotate-180")}
                  aria-hidden="true"
                />
              )}
            </span>
          </td>
        </motion.tr>
        {expanded && (
          <tr className="border-b bg-muted/30">
            <td colSpan={5} className="px-3 py-3">
              <PlayerWeekPicks userId={entry.userId} weekId={weekId} />
            </td>
          </tr>
        )}
      </Fragment>
    );
  };
  return (
    <table className="hidden w-full text-sm md:table" data-testid="leaderboard-table">
      <thead>
        <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-20 py-2 pr-2 pl-3 font-medium">
            Rank
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            Player
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Correct
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Incorrect
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => row(entry))}
        {pinned && row(pinned, true)}
      </tbody>
    </table>
  );
}

function PlayerName({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2 font-medium">
      {/* A name wraps rather than being cut on a phone, as in league standings (issue 39). */}
      <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="leaderboard-name">
        {leaderboardDisplayName(entry)}
      </span>
      {isMe && <Badge variant="secondary">You</Badge>}
    </span>
  );
}
