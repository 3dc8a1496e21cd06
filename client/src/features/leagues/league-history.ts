import type { HistoryMember, HistoryWeek, HistoryWeekRules } from "@shared/contracts/league-history";
import { leagueMemberName } from "@shared/domain/display-name";
import type { LeagueType } from "@shared/domain/enums";

/**
 * A week's rules in a few words, as its History column heads them: "Confidence · ATS · Tiebreaker".
 * The defaults say nothing beyond "Straight up"; a trivia-only league plays no picks.
 */
export function rulesSummary(rules: HistoryWeekRules, leagueType: LeagueType): string {
  if (leagueType === "trivia_only") return "Trivia";
  const parts = [
    rules.confidence && "Confidence",
    rules.pickMode === "spread" ? "ATS" : "Straight up",
    rules.slate === "ranked" && "Ranked games",
    rules.slate === "selected" && "Chosen games",
    rules.slate === "postseason" && "Bowl games",
    rules.deadline === "first_kickoff" && "Locks at first kickoff",
    rules.tiebreaker && "Tiebreaker",
  ];
  return parts.filter(Boolean).join(" · ");
}

const sameRules = (a: HistoryWeekRules, b: HistoryWeekRules) =>
  a.pickMode === b.pickMode &&
  a.confidence === b.confidence &&
  a.slate === b.slate &&
  a.deadline === b.deadline &&
  a.tiebreaker === b.tiebreaker;

/** Whether the week at `index` was played under other rules than the week before it. */
export const rulesChangedAt = (weeks: readonly HistoryWeek[], index: number) =>
  index > 0 && !sameRules(weeks[index - 1]!.rules, weeks[index]!.rules);

/** A week's label on the chart's axis: "Week 12" → "12", "Bowl Season" → "Bowls". */
export const axisLabel = (label: string) =>
  label.match(/^Week (\d+)$/)?.[1] ?? (label === "Bowl Season" ? "Bowls" : label);

export const memberName = (member: Pick<HistoryMember, "handle" | "firstName" | "lastName">) =>
  leagueMemberName(member);

/**
 * A member's line as a screen reader hears it: "@ann (you): rank 2 after Week 1, 1 after Week 2".
 * The chart's lines carry it as their accessible name.
 */
export function lineLabel(member: HistoryMember, weeks: readonly HistoryWeek[], isMe: boolean): string {
  const name = `${memberName(member)}${isMe ? " (you)" : ""}`;
  if (!weeks.length) return `${name}: no weeks yet`;
  const steps = member.weeks.map((cell, i) => `${i === 0 ? "rank " : ""}${cell.standing} after ${weeks[i]!.label}`);
  return `${name}: ${steps.join(", ")}`;
}

/** Where the rank chart draws things, in SVG user units (pixels at 100%). */
export interface ChartLayout {
  width: number;
  height: number;
  x: (weekIndex: number) => number;
  y: (rank: number) => number;
}

export const CHART = { column: 64, row: 30, left: 40, right: 132, top: 16, bottom: 36 } as const;

/** Columns one per week, rows one per rank (1 at the top). */
export function chartLayout(weekCount: number, memberCount: number): ChartLayout {
  const inner = { width: Math.max(weekCount - 1, 1) * CHART.column, height: Math.max(memberCount - 1, 1) * CHART.row };
  return {
    width: CHART.left + inner.width + CHART.right,
    height: CHART.top + inner.height + CHART.bottom,
    x: (i) => CHART.left + (weekCount === 1 ? inner.width / 2 : i * CHART.column),
    y: (rank) => CHART.top + (rank - 1) * CHART.row,
  };
}

/** The SVG path of a member's season standing, week by week. */
export function linePath(member: HistoryMember, layout: ChartLayout): string {
  return member.weeks.map((cell, i) => `${i === 0 ? "M" : "L"}${layout.x(i)} ${layout.y(cell.standing)}`).join(" ");
}

/** The line arrow keys move to from `index` among `count` lines (wrapping), or null for another key. */
export function nextLine(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown" || key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowUp" || key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** "3 weekly wins", "1 weekly win". */
export const weeklyWinsText = (n: number) => `${n} weekly ${n === 1 ? "win" : "wins"}`;
