import { replayPeriodAt } from "../../../shared/domain/replay-game-time.ts";
import type { CfbdGame, CfbdScoreboardGame, CfbdScoreboardStatus, CfbdScoreboardTeam } from "./provider.schemas.ts";
import { gameAt, periodsOf, type ReplayClock } from "./replay.game-state.ts";

const BOARD_STATUS = { scheduled: "scheduled", live: "in_progress", final: "completed" } as const satisfies Record<
  string,
  CfbdScoreboardStatus
>;

/**
 * The period under way at `nowMs` on the model of decision 057 (the second through halftime), capped
 * at the periods the game had; the last period once it is over; null before kickoff or when the
 * recorded game has no line scores (the 2024 CFP semifinals and final).
 */
export function replayPeriod(game: CfbdGame, clock: ReplayClock): number | null {
  const periods = periodsOf(game);
  const status = gameAt(game, clock).replayStatus;
  if (periods === 0 || status === "scheduled") return null;
  if (status === "final") return periods;
  return replayPeriodAt(clock.nowMs - (Date.parse(game.startDate) + clock.shiftMs), periods);
}

function side(
  id: number,
  name: string,
  conference: string | null | undefined,
  classification: string | null | undefined,
  points: number | null | undefined,
  lineScores: number[] | null | undefined,
  winProbability: number | null,
): CfbdScoreboardTeam {
  return {
    id,
    name,
    conference: conference ?? null,
    classification: classification ?? null,
    points: points ?? null,
    lineScores: lineScores ?? null,
    winProbability,
  };
}

/**
 * The recorded game as CFBD v2 /scoreboard would list it at the replay clock's now, from the recorded
 * data only: status, the period under way, the points and line scores of the periods revealed so far,
 * the venue, and before kickoff the recorded pregame win probability (`homeWinProbability`, 0..1).
 * The recording holds no clock, possession, down and distance, plays, network or weather: those are null.
 */
export function scoreboardGameAt(
  game: CfbdGame,
  clock: ReplayClock,
  homeWinProbability: number | undefined,
): CfbdScoreboardGame {
  const shown = gameAt(game, clock);
  const status = shown.replayStatus ?? "scheduled";
  const pregame = status === "scheduled" && homeWinProbability !== undefined;
  return {
    id: game.id,
    startDate: shown.startDate,
    startTimeTBD: game.startTimeTBD ?? false,
    tv: null,
    neutralSite: game.neutralSite ?? false,
    conferenceGame: game.conferenceGame ?? false,
    status: BOARD_STATUS[status],
    period: replayPeriod(game, clock),
    clock: null,
    situation: null,
    possession: null,
    lastPlay: null,
    venue: { name: game.venue ?? null, city: null, state: null },
    homeTeam: side(
      game.homeId,
      game.homeTeam,
      game.homeConference,
      game.homeClassification,
      shown.homePoints,
      shown.homeLineScores,
      pregame ? homeWinProbability : null,
    ),
    awayTeam: side(
      game.awayId,
      game.awayTeam,
      game.awayConference,
      game.awayClassification,
      shown.awayPoints,
      shown.awayLineScores,
      pregame ? Math.round((1 - homeWinProbability) * 1000) / 1000 : null,
    ),
    weather: null,
    betting: null,
  };
}
