import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { RankMedal } from "./rank-medal";

export interface StandingsRow {
  userId: string;
  rank: number;
  name: string;
  points: number;
}

/** SPEC §2 league standings: columns Rank, User, Points; the viewer's own row is highlighted. */
export function StandingsTable({ rows, meId }: { rows: StandingsRow[]; meId: string | undefined }) {
  return (
    <table className="w-full text-sm" data-testid="league-standings-table">
      <thead>
        <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-16 py-2 pr-2 font-medium">Rank</th>
          <th scope="col" className="py-2 pr-2 font-medium">User</th>
          <th scope="col" className="py-2 text-right font-medium">Points</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isMe = row.userId === meId;
          return (
            <tr key={row.userId} data-testid="league-standings-row" data-user-id={row.userId} className={cn("border-b last:border-0", isMe && "bg-primary/10")}>
              <td className="py-3 pr-2 pl-1">
                <RankMedal rank={row.rank} />
              </td>
              <td className="py-3 pr-2">
                <span className="flex min-w-0 items-center gap-2 font-medium">
                  <span className="truncate">{row.name}</span>
                  {isMe && <Badge variant="secondary">You</Badge>}
                </span>
              </td>
              <td className="py-3 pr-1 text-right font-semibold tabular-nums">{row.points}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
