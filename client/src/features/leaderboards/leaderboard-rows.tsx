import type { LeaderboardEntry } from "@shared/contracts/leaderboard";
import { useState } from "react";
import { LeaderboardList } from "./leaderboard-list";
import { LeaderboardTable } from "./leaderboard-table";

export interface RowsProps {
  entries: LeaderboardEntry[];
  /** The viewer's own entry when it is outside the loaded rows: shown last, after a rule. */
  pinned: LeaderboardEntry | null;
  meId: string | undefined;
  /** Week scopes only: a row opens to that player's picks of the week. */
  expandable: boolean;
  expandedId: string | null;
  onToggle: (userId: string) => void;
  weekId?: string;
}

/** The mobile list and the desktop table of one board, sharing which row is open. */
export function LeaderboardRows(props: Omit<RowsProps, "expandedId" | "onToggle">) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const onToggle = (userId: string) => setExpandedId((open) => (open === userId ? null : userId));
  const rows = { ...props, expandedId, onToggle };
  return (
    <>
      <LeaderboardList {...rows} />
      <LeaderboardTable {...rows} />
    </>
  );
}
