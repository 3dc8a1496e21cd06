import { type GameDetails, gameDetailsSchema } from "../../../shared/contracts/games.ts";
import type { CfbdGame, CfbdScoreboardGame } from "../../providers/games/index.ts";

export const emptyDetails: GameDetails = {
  period: null,
  clock: null,
  possession: null,
  situation: null,
  lastPlay: null,
  tv: null,
  venue: null,
  weather: null,
  homeLineScores: [],
  awayLineScores: [],
  homeWinProbability: null,
};

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;

/** Degrees the wind blows from → the nearest of eight compass points. */
export const compassPoint = (degrees: number) => COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

/** One line: "54°F, clear, wind 8 mph NW"; null when the provider sent nothing. */
export function weatherLine(weather: CfbdScoreboardGame["weather"]): string | null {
  if (!weather) return null;
  const parts: string[] = [];
  if (weather.temperature != null) parts.push(`${Math.round(weather.temperature)}°F`);
  const description = text(weather.description);
  if (description) parts.push(description.toLowerCase());
  if (weather.windSpeed != null) {
    const from = weather.windDirection != null ? ` ${compassPoint(weather.windDirection)}` : "";
    parts.push(`wind ${Math.round(weather.windSpeed)} mph${from}`);
  }
  return parts.length > 0 ? parts.join(", ") : null;
}

/** "Ohio Stadium, Columbus, OH" (what the board has of it). */
export function venueLine(venue: CfbdScoreboardGame["venue"]): string | null {
  const parts = [text(venue?.name), text(venue?.city), text(venue?.state)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** CFBD types `possession` as a free string: "home"/"away", or a team's name. */
export function possessionOf(board: CfbdScoreboardGame): GameDetails["possession"] {
  const value = text(board.possession)?.toLowerCase();
  if (!value) return null;
  if (value === "home" || value === board.homeTeam.name.toLowerCase()) return "HOME";
  if (value === "away" || value === board.awayTeam.name.toLowerCase()) return "AWAY";
  return null;
}

const wholeScores = (scores: number[] | null | undefined) =>
  scores?.every((s) => Number.isInteger(s)) ? [...scores] : null;

/**
 * What a board game says of a game, over what was stored before (`previous`): the board's live
 * fields replace the old ones; a field the board leaves empty keeps its stored value where it
 * cannot go stale (network, venue, line scores). The win probability is the pregame one: taken
 * while the board lists the game scheduled, kept afterwards (CFBD's is in-game once it kicks off).
 */
export function detailsFromBoard(board: CfbdScoreboardGame, previous: GameDetails | null): GameDetails {
  const base = previous ?? emptyDetails;
  const homeLineScores = wholeScores(board.homeTeam.lineScores) ?? base.homeLineScores;
  const awayLineScores = wholeScores(board.awayTeam.lineScores) ?? base.awayLineScores;
  const probability = board.homeTeam.winProbability;
  return gameDetailsSchema.parse({
    period: board.period != null && board.period >= 1 ? board.period : null,
    clock: text(board.clock),
    possession: board.status === "in_progress" ? possessionOf(board) : null,
    situation: board.status === "in_progress" ? text(board.situation) : null,
    lastPlay: text(board.lastPlay),
    tv: text(board.tv) ?? base.tv,
    venue: venueLine(board.venue) ?? base.venue,
    weather: weatherLine(board.weather) ?? base.weather,
    homeLineScores,
    awayLineScores,
    homeWinProbability: board.status === "scheduled" && probability != null ? probability : base.homeWinProbability,
  });
}

/**
 * What a full sync (`/games`) adds to a game's stored details: the venue when none is known, and the
 * line scores when /games has at least as many periods as stored. Everything else stays as the
 * scoreboard left it; a game with neither keeps what it had (null when nothing).
 */
export function detailsFromGames(source: CfbdGame, previous: GameDetails | null): GameDetails | null {
  const venue = text(source.venue);
  const home = wholeScores(source.homeLineScores);
  const away = wholeScores(source.awayLineScores);
  const base = previous ?? emptyDetails;
  const newerScores = home !== null && away !== null && home.length >= base.homeLineScores.length;
  if (!previous && !venue && !newerScores) return null;
  return {
    ...base,
    venue: base.venue ?? venue,
    homeLineScores: newerScores ? home : base.homeLineScores,
    awayLineScores: newerScores ? away : base.awayLineScores,
  };
}

/** Same details (jsonb gives no key order, so compare field by field). */
export function sameDetails(a: GameDetails | null, b: GameDetails | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(emptyDetails) as (keyof GameDetails)[]).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );
}
