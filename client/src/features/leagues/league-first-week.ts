import type { CurrentWeekResponse } from "@shared/contracts/games";
import type { LeagueDeadline, LeagueSlate } from "@shared/domain/enums";
import { nextWeekName, playsWeekFrom, slateOf } from "@shared/domain/league-card";

/**
 * Create League's note when a league made now would not play the current week (decision 056): its
 * slate, as far as the week page's games show it, has no game left open by the chosen deadline.
 * The server decides the same from every game it stores; an owner's chosen games come later.
 */
export function firstWeekNote(
  current: Pick<CurrentWeekResponse, "week" | "games"> | undefined,
  rules: { slate: LeagueSlate; deadline: LeagueDeadline },
  now: Date,
): string | null {
  if (!current?.week) return null;
  const games = current.games.map((game) => ({ ...game, kickoffISO: new Date(game.kickoffISO), powerFive: true }));
  const slate = slateOf(rules.slate, games, new Set());
  if (slate.length === 0 || playsWeekFrom(rules.deadline, slate, now)) return null;
  return `Your first week is ${nextWeekName(current.week)}: this week's games have started.`;
}
