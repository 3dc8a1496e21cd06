import type { SyncBudget } from "@shared/contracts/admin";
import { describe, expect, it } from "vitest";
import { formatInterval, syncBudgetFacts } from "./sync-budget";

const cfbd: SyncBudget = {
  provider: "cfbd",
  month: "2024-11",
  budget: 1000,
  used: 1234 - 1000,
  left: 766,
  live: 12,
  pollEverySeconds: 444,
  fullSyncEverySeconds: 60_000,
  resetsAt: "2024-12-01T00:00:00.000Z",
};

describe("the sync budget's figures", () => {
  it("says intervals in seconds, minutes or hours", () => {
    expect([30, 60, 444, 3600, 60_000].map(formatInterval)).toEqual(["30 s", "1 min", "7 min", "1 h", "16 h 40 min"]);
  });

  it("shows calls used, calls left with the reset day, and the poll's interval", () => {
    expect(syncBudgetFacts(cfbd)).toEqual([
      { label: "Calls used", value: "234 of 1,000" },
      { label: "Calls left", value: "766 (resets Dec 1)" },
      { label: "Polling every", value: "7 min" },
      { label: "Full sync every", value: "16 h 40 min" },
    ]);
  });

  it("says why it does not poll", () => {
    const facts = (b: Partial<SyncBudget>) => syncBudgetFacts({ ...cfbd, ...b })[2]!.value;
    expect(facts({ live: 0, pollEverySeconds: null })).toBe("Not polling: no game live");
    expect(facts({ live: 3, pollEverySeconds: null, left: 0 })).toBe("Paused: no call left this month");
  });

  it("says the replay has no budget", () => {
    const facts = syncBudgetFacts({
      ...cfbd,
      provider: "replay",
      budget: null,
      used: 0,
      left: null,
      pollEverySeconds: 60,
    });
    expect(facts.map((f) => f.value)).toEqual(["None: the replay calls no provider", "No budget", "1 min"]);
  });
});
