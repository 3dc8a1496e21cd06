import { REPLAY_GAME_MS, replayGameLengthMs, replayPeriodsOver } from "../../../shared/domain/replay-game-time.ts";
import type { CfbdGame, GameStatus } from "./provider.schemas.ts";

/**
 * The longest a replayed game is live (3 h 30): one without overtime is over at the end of regulation
 * (3 h 20), and each period's points are revealed at its end on the model of decision 057.
 */
export const REPLAY_GAME_DURATION_MS = REPLAY_GAME_MS;

/** Periods in the recorded game (overtimes after the fourth); 0 when recorded without line scores. */
export const periodsOf = (game: CfbdGame) =>
  Math.max(game.homeLineScores?.length ?? 0, game.awayLineScores?.length ?? 0);

// Fields that only exist once a game is over; hidden until then so nothing leaks the result.
const POSTGAME_FIELDS = [
  "homePostgameWinProbability",
  "awayPostgameWinProbability",
  "homePostgameElo",
  "awayPostgameElo",
  "excitementIndex",
] as const;

export interface ReplayClock {
  shiftMs: number;
  season: number;
  nowMs: number;
}

/** A game without a recorded result (the cancelled App State–Liberty game) never starts. */
const hasResult = (game: CfbdGame) => game.completed && game.homePoints != null && game.awayPoints != null;

export function replayStatus(game: CfbdGame, clock: ReplayClock): GameStatus {
  if (!hasResult(game)) return "scheduled";
  const sinceKickoff = clock.nowMs - (Date.parse(game.startDate) + clock.shiftMs);
  if (sinceKickoff < 0) return "scheduled";
  return sinceKickoff < replayGameLengthMs(periodsOf(game)) ? "live" : "final";
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The recorded game as CFBD v2 /games would show it at the replay clock's now. */
export function gameAt(game: CfbdGame, clock: ReplayClock): CfbdGame {
  const status = replayStatus(game, clock);
  const kickoff = Date.parse(game.startDate) + clock.shiftMs;
  const shifted = { ...game, season: clock.season, startDate: new Date(kickoff).toISOString(), replayStatus: status };
  if (status === "final") return shifted;

  const hidden = Object.fromEntries(POSTGAME_FIELDS.filter((f) => f in game).map((f) => [f, null]));
  const pending = { ...shifted, ...hidden, completed: false };
  if (status === "scheduled") {
    return { ...pending, homePoints: null, awayPoints: null, homeLineScores: null, awayLineScores: null };
  }

  const home = game.homeLineScores ?? [];
  const away = game.awayLineScores ?? [];
  const periods = periodsOf(game);
  if (periods === 0) {
    // Recorded without line scores (the 2024 CFP semifinals and final): no live score to show.
    return { ...pending, homePoints: null, awayPoints: null, homeLineScores: null, awayLineScores: null };
  }
  const revealed = replayPeriodsOver(clock.nowMs - kickoff, periods);
  const homeShown = home.slice(0, revealed);
  const awayShown = away.slice(0, revealed);
  return {
    ...pending,
    homePoints: sum(homeShown),
    awayPoints: sum(awayShown),
    homeLineScores: homeShown,
    awayLineScores: awayShown,
  };
}
