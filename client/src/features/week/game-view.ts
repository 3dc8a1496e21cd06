import type { GameDetails, GameDto, GameStatus, WeekPickDto } from "@shared/contracts/games";
import { REGULATION_PERIODS } from "@shared/domain/game-clock";
import { type PickOutcome, pickOutcome, type Side, winnerOf } from "@shared/domain/scoring";
import type { WeekGameState } from "@shared/realtime/week.state";

/** The scoreboard fields that move during a game: the week room streams them, REST has a snapshot. */
export interface LiveDetails {
  period: number | null;
  clock: string | null;
  possession: Side | null;
  situation: string | null;
  lastPlay: string | null;
  homeLineScores: number[];
  awayLineScores: number[];
}

export interface GameView extends LiveDetails {
  status: GameStatus;
  isPopular: boolean;
  /** Away and home score, when the game has one. */
  score: { away: number; home: number } | null;
  awayPercent: number;
  homePercent: number;
  totalPicks: number;
}

/** The room's scoreboard fields, with its "none" values (0, ""). */
type RoomDetails = Pick<
  WeekGameState,
  "period" | "clock" | "possession" | "situation" | "lastPlay" | "homeLineScores" | "awayLineScores"
>;

const NO_DETAILS: LiveDetails = {
  period: null,
  clock: null,
  possession: null,
  situation: null,
  lastPlay: null,
  homeLineScores: [],
  awayLineScores: [],
};

/** The moving scoreboard fields: the room's where it sends them, else REST's. */
export function liveDetails(details: GameDetails | null, live: RoomDetails | undefined): LiveDetails {
  const rest: LiveDetails = details
    ? {
        period: details.period,
        clock: details.clock,
        possession: details.possession,
        situation: details.situation,
        lastPlay: details.lastPlay,
        homeLineScores: details.homeLineScores,
        awayLineScores: details.awayLineScores,
      }
    : NO_DETAILS;
  if (!live) return rest;
  const text = (value: string) => (value === "" ? null : value);
  return {
    period: live.period > 0 ? live.period : null,
    clock: text(live.clock),
    possession: live.possession === "HOME" || live.possession === "AWAY" ? live.possession : null,
    situation: text(live.situation),
    lastPlay: text(live.lastPlay),
    homeLineScores: [...live.homeLineScores],
    awayLineScores: [...live.awayLineScores],
  };
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
    ...liveDetails(game.details, live),
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

export interface LineScoreColumn {
  /** "1" … "4", then "OT" for every overtime together. */
  heading: string;
  /** Points in the period; null for one not played (yet). */
  away: number | null;
  home: number | null;
}

export interface LineScore {
  columns: LineScoreColumn[];
  /** The score the card shows (the room's or REST's), else the sum of the periods. */
  total: { away: number; home: number };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * A game's points by quarter for its line-score table (1 2 3 4 OT T), or null before any period
 * has a score. Overtimes share one OT column, shown only when the game went to one.
 */
export function lineScore(view: Pick<GameView, "homeLineScores" | "awayLineScores" | "score">): LineScore | null {
  const { homeLineScores: home, awayLineScores: away } = view;
  if (home.length === 0 && away.length === 0) return null;
  const at = (xs: readonly number[], i: number) => (i < xs.length ? xs[i]! : null);
  const columns: LineScoreColumn[] = Array.from({ length: REGULATION_PERIODS }, (_, i) => ({
    heading: String(i + 1),
    away: at(away, i),
    home: at(home, i),
  }));
  if (Math.max(home.length, away.length) > REGULATION_PERIODS) {
    const overtime = (xs: readonly number[]) =>
      xs.length > REGULATION_PERIODS ? sum(xs.slice(REGULATION_PERIODS)) : null;
    columns.push({ heading: "OT", away: overtime(away), home: overtime(home) });
  }
  return { columns, total: view.score ?? { away: sum(away), home: sum(home) } };
}

/**
 * The pregame win probability as a sentence about the favourite ("Georgia 72% to win"), from the
 * home team's probability; null when the provider has none. An even game names the home team.
 */
export function winChance(
  homeWinProbability: number | null,
  teams: { home: string; away: string },
): { team: string; percent: number; text: string } | null {
  if (homeWinProbability === null || !Number.isFinite(homeWinProbability)) return null;
  const homeFavoured = homeWinProbability >= 0.5;
  const team = homeFavoured ? teams.home : teams.away;
  const percent = Math.round((homeFavoured ? homeWinProbability : 1 - homeWinProbability) * 100);
  return { team, percent, text: `${team} ${percent}% to win` };
}
