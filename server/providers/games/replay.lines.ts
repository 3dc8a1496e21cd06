import { formatSpread, roundToHalf } from "../../../shared/domain/spread.ts";
import type { CfbdBettingGame, CfbdGame, CfbdGameLine } from "./provider.schemas.ts";
import type { ConsensusLine } from "./replay.data.ts";

export const CONSENSUS_PROVIDER = "consensus";

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
