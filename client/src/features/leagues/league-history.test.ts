import type { HistoryMember, HistoryWeek, HistoryWeekRules } from "@shared/contracts/league-history";
import { describe, expect, it } from "vitest";
import {
  axisLabel,
  chartLayout,
  lineLabel,
  linePath,
  nextLine,
  rulesChangedAt,
  rulesSummary,
  weeklyWinsText,
} from "./league-history";

const SITE: HistoryWeekRules = {
  pickMode: "straight",
  confidence: false,
  slate: "power5",
  deadline: "kickoff",
  tiebreaker: false,
};

const week = (label: string, rules: HistoryWeekRules = SITE): HistoryWeek => ({
  weekId: label,
  label,
  seasonType: label === "Bowl Season" ? "postseason" : "regular",
  rules,
  decided: true,
  winners: [],
});

const member = (handle: string, standings: number[]): HistoryMember => ({
  userId: handle,
  handle,
  firstName: null,
  lastName: null,
  weeks: standings.map((standing, i) => ({ weekId: `w${i}`, points: 0, rank: standing, standing, placed: true })),
  seasonPoints: 0,
  seasonRank: standings.at(-1) ?? 1,
  seasonPlaced: true,
  weeksWon: 0,
  champion: false,
});

describe("a week's rules in a few words", () => {
  it("says only what differs from the site's game, confidence first", () => {
    expect(rulesSummary(SITE, "both")).toBe("Straight up");
    expect(rulesSummary({ ...SITE, pickMode: "spread", confidence: true }, "both")).toBe("Confidence · ATS");
    expect(
      rulesSummary({ ...SITE, slate: "selected", deadline: "first_kickoff", tiebreaker: true }, "picks_only"),
    ).toBe("Straight up · Chosen games · Locks at first kickoff · Tiebreaker");
    expect(rulesSummary({ ...SITE, slate: "ranked" }, "both")).toBe("Straight up · Ranked games");
  });

  it("says Trivia for a league that plays no picks", () => {
    expect(rulesSummary({ ...SITE, confidence: true }, "trivia_only")).toBe("Trivia");
  });

  it("marks the first week played under new rules", () => {
    const weeks = [week("Week 1"), week("Week 2"), week("Week 3", { ...SITE, tiebreaker: true })];
    expect(weeks.map((_, i) => rulesChangedAt(weeks, i))).toEqual([false, false, true]);
  });
});

describe("the rank chart", () => {
  const weeks = [week("Week 1"), week("Week 2"), week("Bowl Season")];

  it("names each line by the member and their standing after each week", () => {
    expect(lineLabel(member("ann", [2, 1, 1]), weeks, true)).toBe(
      "@ann (you): rank 2 after Week 1, 1 after Week 2, 1 after Bowl Season",
    );
    expect(lineLabel(member("ben", []), [], false)).toBe("@ben: no weeks yet");
  });

  it("draws rank 1 at the top and one column per week", () => {
    const layout = chartLayout(3, 2);
    expect(layout.y(1)).toBeLessThan(layout.y(2));
    expect(linePath(member("ann", [2, 1, 1]), layout)).toBe(
      `M${layout.x(0)} ${layout.y(2)} L${layout.x(1)} ${layout.y(1)} L${layout.x(2)} ${layout.y(1)}`,
    );
    expect(layout.x(2) - layout.x(1)).toBe(layout.x(1) - layout.x(0));
  });

  it("moves between lines with the arrow keys, wrapping, and to the ends with Home and End", () => {
    expect(nextLine("ArrowDown", 0, 3)).toBe(1);
    expect(nextLine("ArrowDown", 2, 3)).toBe(0);
    expect(nextLine("ArrowUp", 0, 3)).toBe(2);
    expect(nextLine("ArrowRight", 1, 3)).toBe(2);
    expect(nextLine("End", 0, 3)).toBe(2);
    expect(nextLine("Home", 2, 3)).toBe(0);
    expect(nextLine("Enter", 0, 3)).toBeNull();
  });

  it("shortens week labels on the axis", () => {
    expect(weeks.map((w) => axisLabel(w.label))).toEqual(["1", "2", "Bowls"]);
  });
});

it("counts weekly wins in words", () => {
  expect([weeklyWinsText(1), weeklyWinsText(3)]).toEqual(["1 weekly win", "3 weekly wins"]);
});
