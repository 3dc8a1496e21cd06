import { describe, expect, it } from "vitest";
import { boardChoice, changeScope, chooseWeek, initialScope } from "./leaderboard-scope";

describe("leaderboard scope", () => {
  it("starts on this week", () => {
    expect(boardChoice(initialScope)).toEqual({ scope: "current" });
  });

  it("asks for nothing on Previous Week until a week is chosen, then for that week", () => {
    const previous = changeScope(initialScope, "previous");
    expect(boardChoice(previous)).toBeNull();
    expect(boardChoice(chooseWeek(previous, "w1"))).toEqual({ weekId: "w1" });
  });

  it("clears the chosen week when leaving Previous Week", () => {
    const chosen = chooseWeek(changeScope(initialScope, "previous"), "w1");
    const all = changeScope(chosen, "all");
    expect(all).toEqual({ scope: "all", weekId: null });
    expect(boardChoice(changeScope(all, "previous"))).toBeNull();
  });
});
