import { motion } from "framer-motion";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { RankMedal } from "./rank-medal";

export interface StandingsRow {
  userId: string;
  rank: number;
  name: string;
  points: number;
  /** The rank before the last change (live rows; 0 = new on the board). */
  previousRank?: number;
}

const NO_ONE_ONLINE: ReadonlySet<string> = new Set();

/**
 * RULES §2 league standings: columns Rank, User, Points; the viewer's own row is highlighted.
 * Rows are keyed by player and animate to their new place when ranks move; a dot marks members online now.
 */
export function StandingsTable({
  rows,
  meId,
  online = NO_ONE_ONLINE,
}: {
  rows: StandingsRow[];
  meId: string | undefined;
  online?: ReadonlySet<string>;
}) {
  return (
    <table className="w-full text-sm" data-testid="league-standings-table">
      <thead>
        <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-16 py-2 pr-2 font-medium">
            Rank
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            User
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isMe = row.userId === meId;
          const isOnline = online.has(row.userId);
          return (
            <motion.tr
              key={row.userId}
              layout="position"
              transition={{ type: "spring", stiffness: 500, damping: 40 }}
              data-testid="league-standings-row"
              data-user-id={row.userId}
              data-rank={row.rank}
              data-previous-rank={row.previousRank}
              data-online={isOnline || undefined}
              className={cn("border-b last:border-0", isMe && "bg-primary/10")}
            >
              <td className="py-3 pr-2 pl-1">
                <RankMedal rank={row.rank} />
              </td>
              <td className="py-3 pr-2">
                <span className="flex min-w-0 items-center gap-2 font-medium">
                  <span className="truncate">{row.name}</span>
                  {isOnline && (
                    <span
                      className="size-2 shrink-0 rounded-full bg-success"
                      title="Online now"
                      data-testid="online-dot"
                    >
                      <span className="sr-only">online now</span>
                    </span>
                  )}
                  {isMe && <Badge variant="secondary">You</Badge>}
                </span>
              </td>
              <td className="py-3 pr-1 text-right font-semibold tabular-nums">{row.points}</td>
            </motion.tr>
          );
        })}
      </tbody>
    </table>
  );
}
