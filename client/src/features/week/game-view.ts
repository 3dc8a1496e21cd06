import type { GameDto, GameStatus, WeekPickDto } from "@shared/contracts/games";
import { type PickOutcome, pickOutcome, type Side, winnerOf } from "@shared/domain/scoring";
import type { WeekGameState } from "@shared/realtime/week.state";

export interface GameView {
  status: GameStatus;
  isPopular: boolean;
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
    isPopular: live?.isPopular ?? game.isPopular,
    score,
    awayPercent: live?.awayPercent ?? game.pickStats.awayPercent,
    homePercent: live?.homePercent ?? game.pickStats.homePercent,
    totalPicks: live?.totalPicks ?? game.pickStats.total,
  };
}

/** A game's status with its final score, to compare the room's and REST's: "final:31-10" (home-away), else the status. */
export const finalKey = (status: GameStatus, home: number | null, away: number | null) =>
  status === "final" ? `final:${home}-${away}` : status;

export interface FinalResult {
  /** The side that won; null for a tie. */
  winner: Side | null;
  /** Your pick's outcome, when you picked the game. */
  outcome: PickOutcome | null;
  /** The points your pick earned, once the graded pick has arrived; null before (or with no pick). */
  points: number | null;
}

/**
 * A final game's result for the card: the winner from the final score the page shows (the room's
 * or REST's), your outcome, and your points from the REST pick once REST has the game final too
 * (the refetch the room's final score triggers brings them).
 */
export function finalResult(game: GameDto, view: GameView, pick: WeekPickDto | null): FinalResult | null {
  if (view.status !== "final" || !view.score) return null;
  const winner = winnerOf(view.score.home, view.score.away);
  if (!pick) return { winner, outcome: null, points: null };
  const final = { finalHomeScore: view.score.home, finalAwayScore: view.score.away };
  const graded =
    game.status === "final" &&
    game.finalHomeScore === final.finalHomeScore &&
    game.finalAwayScore === final.finalAwayScore;
  return {
    winner,
    outcome: pickOutcome(pick, final),
    points: graded ? pick.pointsTxns.reduce((sum, t) => sum + t.amount, 0) : null,
  };
}
