import type { CfbdBettingGame, CfbdGame, CfbdGameLine } from "./provider.schemas.ts";
import type { ConsensusLine } from "./replay.data.ts";

export const CONSENSUS_PROVIDER = "consensus";

/** To the nearest half point, halves away from zero (−3.25 → −3.5), never −0. */
export function roundToHalf(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 2)) / 2;
  return rounded === 0 ? 0 : rounded;
}

/**
 * CFBD's formattedSpread: the favourite and its line, "Georgia -17", "Iowa State -3". The spread is
 * from the home view (negative = home favoured). A pick'em reads "{home} 0".
 */
export function formatSpread(spread: number, homeTeam: string, awayTeam: string): string {
  if (spread === 0) return `${homeTeam} 0`;
  return spread < 0 ? `${homeTeam} ${spread}` : `${awayTeam} -${spread}`;
}

// Means over books of prices with different signs are not prices (e.g. −43): dropped.
const moneyline = (value: number | null) => (value !== null && Math.abs(value) >= 100 ? Math.round(value) : null);

export function consensusLine(line: ConsensusLine, game: Pick<CfbdGame, "homeTeam" | "awayTeam">): CfbdGameLine {
  const spread = line.spread === null ? null : roundToHalf(line.spread);
  return {
    provider: CONSENSUS_PROVIDER,
    spread,
    formattedSpread: spread === null ? null : formatSpread(spread, game.homeTeam, game.awayTeam),
    spreadOpen: null,
    overUnder: line.total === null ? null : roundToHalf(line.total),
    overUnderOpen: null,
    homeMoneyline: moneyline(line.homeMoneyline),
    awayMoneyline: moneyline(line.awayMoneyline),
  };
}

/** A CFBD v2 /lines entry for an already replay-stated game (scores as /games shows them). */
export function bettingGame(game: CfbdGame, line: ConsensusLine): CfbdBettingGame {
  return {
    id: game.id,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    startDate: game.startDate,
    homeTeamId: game.homeId,
    homeTeam: game.homeTeam,
    homeConference: game.homeConference ?? null,
    homeClassification: game.homeClassification ?? null,
    homeScore: game.homePoints ?? null,
    awayTeamId: game.awayId,
    awayTeam: game.awayTeam,
    awayConference: game.awayConference ?? null,
    awayClassification: game.awayClassification ?? null,
    awayScore: game.awayPoints ?? null,
    lines: [consensusLine(line, game)],
  };
}
