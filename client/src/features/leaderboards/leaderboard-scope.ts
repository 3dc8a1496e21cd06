/** RULES §4 "Leaderboard scope": current, previous (needs a week chosen), all. */
export type LeaderboardScope = "current" | "previous" | "all";

export interface ScopeState {
  scope: LeaderboardScope;
  weekId: string | null;
}

export const initialScope: ScopeState = { scope: "current", weekId: null };

/** Leaving previous clears the chosen week. */
export function changeScope(state: ScopeState, scope: LeaderboardScope): ScopeState {
  if (scope === state.scope) return state;
  return { scope, weekId: scope === "previous" ? state.weekId : null };
}

export function chooseWeek(_state: ScopeState, weekId: string): ScopeState {
  return { scope: "previous", weekId };
}

/** What to ask the server for; null while Previous Week has no week chosen. */
export function boardChoice(state: ScopeState): { scope: "current" | "all" } | { weekId: string } | null {
  if (state.scope === "previous") return state.weekId ? { weekId: state.weekId } : null;
  return { scope: state.scope };
}
