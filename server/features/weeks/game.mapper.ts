import type { GameDto, PickDto, PickStats, WeekDto } from "../../../shared/contracts/games.ts";
import { showsPickSplit } from "../../../shared/domain/pick-split.ts";
import type { Game, Pick, Week } from "../../db/schema/index.ts";
import { logoToShow } from "../teams/team-logo.ts";

export const emptyPickStats: PickStats = { awayPercent: 0, homePercent: 0, total: 0 };

/** Field by field, so a new column never reaches the API unless it is added here and to the contract. */
export function toGameDto(game: Game, pickStats: PickStats = emptyPickStats): GameDto {
  return {
    id: game.id,
    weekId: game.weekId,
    cfbdId: game.cfbdId,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeConference: game.homeConference,
    awayConference: game.awayConference,
    kickoffISO: game.kickoffISO.toISOString(),
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    finalHomeScore: game.finalHomeScore,
    finalAwayScore: game.finalAwayScore,
    isPopular: game.isPopular,
    gradedAt: game.gradedAt?.toISOString() ?? null,
    homeTeamRecord: game.homeTeamRecord,
    awayTeamRecord: game.awayTeamRecord,
    overUnder: game.overUnder,
    spread: game.spread,
    homeTeamRank: game.homeTeamRank,
    awayTeamRank: game.awayTeamRank,
    homeTeamPrimaryColor: game.homeTeamPrimaryColor,
    awayTeamPrimaryColor: game.awayTeamPrimaryColor,
    homeTeamAbbreviation: game.homeTeamAbbreviation,
    awayTeamAbbreviation: game.awayTeamAbbreviation,
    homeTeamLogo: logoToShow(game.homeTeamLogo),
    awayTeamLogo: logoToShow(game.awayTeamLogo),
    notes: game.notes,
    neutralSite: game.neutralSite,
    details: game.details ?? null,
    pickStats,
  };
}

export function toWeekDto(week: Week): WeekDto {
  return {
    id: week.id,
    season: week.season,
    week: week.week,
    label: week.label,
    startDate: week.startDate.toISOString(),
    endDate: week.endDate.toISOString(),
    isCurrent: week.isCurrent,
    syncedAt: week.syncedAt?.toISOString() ?? null,
  };
}

export function toPickDto(pick: Pick): PickDto {
  return {
    id: pick.id,
    userId: pick.userId,
    gameId: pick.gameId,
    winner: pick.winner,
    predHomeScore: pick.predHomeScore,
    predAwayScore: pick.predAwayScore,
    predOverUnder: pick.predOverUnder,
    createdAt: pick.createdAt.toISOString(),
    updatedAt: pick.updatedAt.toISOString(),
    lockedAt: pick.lockedAt?.toISOString() ?? null,
  };
}

/** Whole percentages that add up to 100 when the split shows (shared/domain/pick-split.ts); else the count alone. */
export function pickStatsOf(home: number, away: number, locked: boolean): PickStats {
  const total = home + away;
  if (total === 0) return emptyPickStats;
  if (!showsPickSplit(total, locked)) return { homePercent: 0, awayPercent: 0, total };
  const homePercent = Math.round((home / total) * 100);
  return { homePercent, awayPercent: 100 - homePercent, total };
}
