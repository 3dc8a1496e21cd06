import type { MyPickDto } from "@shared/contracts/games";

export interface PickWeek {
  id: string;
  /** "Week 13", or "2023 Week 13" when the picks span seasons, so two seasons' weeks stay apart. */
  label: string;
  picks: MyPickDto[];
}

const byKickoff = (a: MyPickDto, b: MyPickDto) =>
  Date.parse(a.game.kickoffISO) - Date.parse(b.game.kickoffISO) || a.game.cfbdId - b.game.cfbdId;

/** The picks in kickoff order, grouped by their game's week; weeks in the order of their first kickoff. */
export function groupByWeek(picks: readonly MyPickDto[]): PickWeek[] {
  const seasons = new Set(picks.map((p) => p.week.season));
  const weeks = new Map<string, PickWeek>();
  for (const pick of [...picks].sort(byKickoff)) {
    let week = weeks.get(pick.week.id);
    if (!week) {
      const label = seasons.size > 1 ? `${pick.week.season} ${pick.week.label}` : pick.week.label;
      week = { id: pick.week.id, label, picks: [] };
      weeks.set(week.id, week);
    }
    week.picks.push(pick);
  }
  return [...weeks.values()];
}

/** The weeks the filter keeps: all of them, or the chosen one (all again when that week has no picks any more). */
export function filterWeeks(weeks: readonly PickWeek[], weekId: string | null): readonly PickWeek[] {
  const chosen = weekId === null ? undefined : weeks.find((w) => w.id === weekId);
  return chosen ? [chosen] : weeks;
}
