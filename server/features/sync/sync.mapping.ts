import { isSiteGame } from "../../../shared/domain/postseason.ts";
import { formatSpread, roundToHalf } from "../../../shared/domain/spread.ts";
import { secureLogo } from "../../../shared/domain/team-logo.ts";
import type { games } from "../../db/schema/index.ts";
import type { CfbdBettingGame, CfbdGame, CfbdPollWeek, CfbdTeam, CfbdTeamRecord } from "../../providers/games/index.ts";
import { gameStatusAt } from "../../providers/games/index.ts";

const PREFERRED_BOOKS = ["consensus", "DraftKings", "ESPN Bet", "Bovada", "William Hill (New Jersey)"];

/** A game of the site's pick'em, regular season or postseason: the rule is `isSiteGame` (decision 038). */
export const isPowerFiveGame = (g: Pick<CfbdGame, "homeConference" | "awayConference">) => isSiteGame(g);

/** The AP Top 25 of the week (CFBD also returns Coaches and CFP polls). */
export function apRanks(polls: CfbdPollWeek[]): Map<string, number> {
  const ap = polls.flatMap((w) => w.polls).find((p) => p.poll === "AP Top 25");
  return new Map((ap?.ranks ?? []).map((r) => [r.school, r.rank]));
}

/** One line per game: the consensus when there is one, else the first book that has a spread or total. */
export function pickLine(game: CfbdBettingGame | undefined) {
  const lines = game?.lines ?? [];
  const ordered = [...lines].sort((a, b) => rankOf(a.provider) - rankOf(b.provider));
  const withSpread = ordered.find((l) => l.spread != null);
  const withTotal = ordered.find((l) => l.overUnder != null);
  return {
    spread: withSpread && game ? formatSpread(roundToHalf(withSpread.spread!), game.homeTeam, game.awayTeam) : null,
    overUnder: withTotal ? String(roundToHalf(withTotal.overUnder!)) : null,
  };
}
const rankOf = (provider: string) => {
  const i = PREFERRED_BOOKS.indexOf(provider);
  return i === -1 ? PREFERRED_BOOKS.length : i;
};

export const recordText = (r: CfbdTeamRecord | undefined) =>
  r ? (r.total.ties ? `${r.total.wins}-${r.total.losses}-${r.total.ties}` : `${r.total.wins}-${r.total.losses}`) : null;

export interface SyncLookups {
  ranks: Map<string, number>;
  lines: Map<number, CfbdBettingGame>;
  teams: Map<number, CfbdTeam>;
  records: Map<string, CfbdTeamRecord>;
}

/** The provider's view of one game as a games row (without weekId, popular flag or admin finals). */
export function toGameValues(game: CfbdGame, lookups: SyncLookups, now: Date) {
  const status = gameStatusAt(game, now);
  const home = lookups.teams.get(game.homeId);
  const away = lookups.teams.get(game.awayId);
  const hasScore = status !== "scheduled" && game.homePoints != null && game.awayPoints != null;
  const line = pickLine(lookups.lines.get(game.id));
  return {
    cfbdId: game.id,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeConference: game.homeConference ?? null,
    awayConference: game.awayConference ?? null,
    powerFive: isPowerFiveGame(game),
    notes: game.notes ?? null,
    neutralSite: game.neutralSite ?? false,
    kickoffISO: new Date(game.startDate),
    status,
    homeScore: hasScore ? game.homePoints! : null,
    awayScore: hasScore ? game.awayPoints! : null,
    finalHomeScore: status === "final" && hasScore ? game.homePoints! : null,
    finalAwayScore: status === "final" && hasScore ? game.awayPoints! : null,
    finalizedBy: status === "final" ? ("sync" as const) : null,
    homeTeamRecord: recordText(lookups.records.get(game.homeTeam)),
    awayTeamRecord: recordText(lookups.records.get(game.awayTeam)),
    spread: line.spread,
    overUnder: line.overUnder,
    homeTeamRank: lookups.ranks.get(game.homeTeam) ?? null,
    awayTeamRank: lookups.ranks.get(game.awayTeam) ?? null,
    homeTeamPrimaryColor: home?.color ?? null,
    awayTeamPrimaryColor: away?.color ?? null,
    homeTeamAbbreviation: home?.abbreviation ?? null,
    awayTeamAbbreviation: away?.abbreviation ?? null,
    homeTeamLogo: secureLogo(home?.logos?.[0]),
    awayTeamLogo: secureLogo(away?.logos?.[0]),
  } satisfies Omit<typeof games.$inferInsert, "weekId">;
}
