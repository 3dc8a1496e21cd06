import { motion } from "framer-motion";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { RankMedal } from "./rank-medal";

export interface StandingsRow {
  userId: string;
  rank: number;
  name: string;
  points: number;
  /** False while nothing of the member's counts yet: a dash for a place, no medal. */
  placed: boolean;
  /** The rank before the last change (live rows; 0 = new on the board). */
  previousRank?: number;
}

/** "If it ends now" (issue 20): the week as if its live slate games ended with the scores now. */
export interface StandingsProjection {
  liveGames: number;
  byUser: ReadonlyMap<string, { points: number; rank: number }>;
}

const NO_ONE_ONLINE: ReadonlySet<string> = new Set();

const ifTheyEnded = (n: number) =>
  n === 1 ? "if the live game ended with its score now" : `if the ${n} live games ended with their scores now`;

/** A member's projected points and rank, and how far that would move them from their rank now. */
function ProjectedCell({ rank, projected }: { rank: number; projected: { points: number; rank: number } | undefined }) {
  if (!projected) {
    return (
      <td className="py-3 pr-1 pl-3 text-right text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">no projection</span>
      </td>
    );
  }
  const moved = rank - projected.rank;
  const movement = moved > 0 ? `, up ${moved}` : moved < 0 ? `, down ${-moved}` : "";
  return (
    <td
      className="py-3 pr-1 pl-3 text-right tabular-nums"
      data-testid="projected-standing"
      data-points={projected.points}
      data-rank={projected.rank}
    >
      <span aria-hidden="true" className="inline-flex items-center justify-end gap-1.5">
        <span className="font-semibold">{projected.points}</span>
        <span className="text-xs text-muted-foreground">#{projected.rank}</span>
        {moved > 0 && <ArrowUp className="size-3.5 text-success" />}
        {moved < 0 && <ArrowDown className="size-3.5 text-destructive" />}
      </span>
      <span className="sr-only">
        {`${projected.points} ${Math.abs(projected.points) === 1 ? "point" : "points"}, rank ${projected.rank}${movement}`}
      </span>
    </td>
  );
}

/**
 * RULES §2 league standings: columns Rank, User, Points; the viewer's own row is highlighted.
 * Rows are keyed by player and animate to their new place when ranks move; a dot marks members online now.
 * With a projection, an "If it ends now" column shows each member's projected points and rank beside
 * the actual ones, under a line saying what they are.
 */
export function StandingsTable({
  rows,
  meId,
  online = NO_ONE_ONLINE,
  projection = null,
}: {
  rows: StandingsRow[];
  meId: string | undefined;
  online?: ReadonlySet<string>;
  projection?: StandingsProjection | null;
}) {
  return (
    // With the projection's column, fixed widths leave the names what remains (wrapped on a phone).
    <table className={cn("w-full text-sm", projection && "table-fixed")} data-testid="league-standings-table">
      {projection && (
        <caption className="caption-top pb-2 text-left text-xs text-muted-foreground" data-testid="if-it-ends-now-note">
          <span className="font-medium text-foreground">If it ends now:</span> each member's week points and rank{" "}
          {ifTheyEnded(projection.liveGames)}. Points count when a game is final.
        </caption>
      )}
      <thead>
        <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className={cn("py-2 pr-2 font-medium", projection ? "w-12" : "w-16")}>
            Rank
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            User
          </th>
          <th scope="col" className={cn("py-2 text-right font-medium", projection && "w-16")}>
            Points
          </th>
          {projection && (
            <th
              scope="col"
              className="w-24 py-2 pl-3 text-right font-medium sm:w-36"
              data-testid="if-it-ends-now-header"
            >
              If it ends now <span className="sr-only">(projected points and rank)</span>
            </th>
          )}
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
              data-placed={row.placed}
              data-previous-rank={row.previousRank}
              data-online={isOnline || undefined}
              className={cn("border-b last:border-0", isMe && "bg-primary/10")}
            >
              <td className="py-3 pr-2 pl-1">
                <RankMedal rank={row.rank} placed={row.placed} />
              </td>
              <td className="py-3 pr-2">
                <span className="flex min-w-0 items-center gap-2 font-medium">
                  {/* A handle wraps rather than being cut to "@…" on a phone (issue 39). */}
                  <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="standings-name">
                    {row.name}
                  </span>
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
              {projection && <ProjectedCell rank={row.rank} projected={projection.byUser.get(row.userId)} />}
            </motion.tr>
          );
        })}
      </tbody>
    </table>
  );
}
