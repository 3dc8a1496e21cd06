import type { SyncBudget } from "@shared/contracts/admin";

/** An interval as the panel says it: "45 s", "7 min", "16 h 40 min". */
export function formatInterval(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The panel's lines: "Calls used", "Calls left", "Polling every …" and the full syncs' gap. */
export function syncBudgetFacts(budget: SyncBudget): { label: string; value: string }[] {
  const count = (n: number) => n.toLocaleString("en-US");
  const resets = new Date(budget.resetsAt).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  const polling =
    budget.pollEverySeconds !== null
      ? formatInterval(budget.pollEverySeconds)
      : budget.live > 0
        ? "Paused: no call left this month"
        : "Not polling: no game live";
  if (budget.budget === null) {
    return [
      { label: "Calls used", value: "None: the replay calls no provider" },
      { label: "Calls left", value: "No budget" },
      { label: "Polling every", value: polling },
    ];
  }
  return [
    { label: "Calls used", value: `${count(budget.used)} of ${count(budget.budget)}` },
    { label: "Calls left", value: `${count(budget.left ?? 0)} (resets ${resets})` },
    { label: "Polling every", value: polling },
    {
      label: "Full sync every",
      value:
        budget.fullSyncEverySeconds === null
          ? "Paused until the month resets"
          : formatInterval(budget.fullSyncEverySeconds),
    },
  ];
}
