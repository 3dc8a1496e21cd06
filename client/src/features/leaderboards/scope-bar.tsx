import type { ReactNode } from "react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { LeaderboardScope, ScopeState } from "./leaderboard-scope";
import { WeekSelect } from "./week-select";

const SCOPES: { value: LeaderboardScope; label: string }[] = [
  { value: "current", label: "This Week" },
  { value: "previous", label: "Previous Week" },
  { value: "all", label: "All Time" },
];

export function ScopeBar({
  state,
  onScope,
  onWeek,
  children,
}: {
  state: ScopeState;
  onScope: (scope: LeaderboardScope) => void;
  onWeek: (weekId: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <ToggleGroup
        type="single"
        value={state.scope}
        onValueChange={(value) => value && onScope(value as LeaderboardScope)}
        aria-label="Leaderboard scope"
      >
        {SCOPES.map((scope) => (
          <ToggleGroupItem key={scope.value} value={scope.value} size="default">
            {scope.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {state.scope === "previous" && <WeekSelect weekId={state.weekId} onChange={onWeek} />}
      {children}
    </div>
  );
}
