import type { GameDto, GameStatus } from "@shared/contracts/games";
import type { WeekGameState } from "@shared/realtime/week.state";

export interface GameView {
  status: GameStatus;
  /** Away and home score, when the game has one. */
  score: { away: number; home: number } | null;
  awayPercent: number;
  homePercent: number;
  totalPicks: number;
}

/** REST data overlaid with the week room's live values, which win whenever they are present. */
export function gameView(game: GameDto, live: WeekGameState | undefined): GameView {
  const status = live?.status ?? game.status;
  const restHome = status === "final" ? (game.finalHomeScore ?? game.homeScore) : game.homeScore;
  const restAway = status === "final" ? (game.finalAwayScore ?? game.awayScore) : game.awayScore;
  const score = live?.hasScore
    ? { away: live.awayScore, home: live.homeScore }
    : restHome !== null && restAway !== null
      ? { away: restAway, home: restHome }
      : null;
  return {
    status,
    score,
    awayPercent: live?.awayPercent ?? game.pickStats.awayPercent,
    homePercent: live?.homePercent ?? game.pickStats.homePercent,
    totalPicks: live?.totalPicks ?? game.pickStats.total,
  };
}
