import type { GameDto } from "@shared/contracts/games";
import { sameTeamName } from "@shared/domain/spread";

export interface WeekSections {
  yourTeam: GameDto | null;
  popular: GameDto[];
  others: GameDto[];
  /** True when a conference filter is set and no game besides Your Team matches it. */
  noMatches: boolean;
}

/** The conferences present in the week's games, sorted by name. */
export function conferencesOf(games: readonly GameDto[]): string[] {
  const names = new Set<string>();
  for (const game of games) {
    if (game.awayConference) names.add(game.awayConference);
    if (game.homeConference) names.add(game.homeConference);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function matchesConferences(game: GameDto, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.some((name) => name === game.awayConference || name === game.homeConference);
}

const byKickoff = (a: GameDto, b: GameDto) => Date.parse(a.kickoffISO) - Date.parse(b.kickoffISO);

/**
 * SPEC §2 Current Week: the favourite team's game first (never filtered), then popular games and
 * the rest, each game shown once; an empty conference selection shows everything.
 */
export function weekSections(
  games: readonly GameDto[],
  favoriteTeam: string | null | undefined,
  selected: readonly string[],
): WeekSections {
  const sorted = [...games].sort(byKickoff);
  const yourTeam =
    sorted.find((game) => sameTeamName(favoriteTeam, game.homeTeam) || sameTeamName(favoriteTeam, game.awayTeam)) ??
    null;
  const rest = sorted.filter((game) => game !== yourTeam && matchesConferences(game, selected));
  return {
    yourTeam,
    popular: rest.filter((game) => game.isPopular),
    others: rest.filter((game) => !game.isPopular),
    noMatches: selected.length > 0 && rest.length === 0,
  };
}
