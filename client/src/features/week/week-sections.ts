import type { GameDto, GameStatus } from "@shared/contracts/games";
import { isPickLocked } from "@shared/domain/countdown";
import { sameTeamName } from "@shared/domain/spread";
import type { WeekGameState } from "@shared/realtime/week.state";

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
  // Plain code-unit order: conference names are plain ASCII, and a locale collator costs tens of milliseconds to start.
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function matchesConferences(game: GameDto, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.some((name) => name === game.awayConference || name === game.homeConference);
}

/** Where a game stands for a player: open for picks, under way (locked, not final), or final. */
export type GamePhase = "open" | "live" | "final";
const PHASE_ORDER: Record<GamePhase, number> = { live: 0, open: 1, final: 2 };

export function gamePhase(game: { status: GameStatus; kickoffISO: string }, now: Date): GamePhase {
  if (game.status === "final") return "final";
  return isPickLocked(game, now) ? "live" : "open";
}

/** What the week room says about a game; it wins over the REST answer. */
export type LiveFlags = Pick<WeekGameState, "status" | "isPopular">;

/** The server's now, and the week room's latest status and popular flag per game id. */
export interface BoardMoment {
  now: Date;
  live?: Readonly<Record<string, LiveFlags | undefined>>;
}

/**
 * Games under way first, then those still open, then the finals, each by kickoff: on game day a
 * visitor meets the games being played, then what is left to pick (issue 39).
 */
function byPhaseThenKickoff({ now, live }: BoardMoment) {
  const rank = (g: GameDto) =>
    PHASE_ORDER[gamePhase({ status: live?.[g.id]?.status ?? g.status, kickoffISO: g.kickoffISO }, now)];
  return (a: GameDto, b: GameDto) =>
    rank(a) - rank(b) || Date.parse(a.kickoffISO) - Date.parse(b.kickoffISO) || a.cfbdId - b.cfbdId;
}

/**
 * RULES §2 Current Week: the favourite team's game first (never filtered), then popular games and
 * the rest, each game shown once; an empty conference selection shows everything. Within each
 * section: live, then open, then final games.
 */
export function weekSections(
  games: readonly GameDto[],
  favoriteTeam: string | null | undefined,
  selected: readonly string[],
  moment: BoardMoment,
): WeekSections {
  const sorted = [...games].sort(byPhaseThenKickoff(moment));
  const yourTeam =
    sorted.find((game) => sameTeamName(favoriteTeam, game.homeTeam) || sameTeamName(favoriteTeam, game.awayTeam)) ??
    null;
  const rest = sorted.filter((game) => game !== yourTeam && matchesConferences(game, selected));
  const popular = (game: GameDto) => moment.live?.[game.id]?.isPopular ?? game.isPopular;
  return {
    yourTeam,
    popular: rest.filter(popular),
    others: rest.filter((game) => !popular(game)),
    noMatches: selected.length > 0 && rest.length === 0,
  };
}
