import {
  compareRankKeys,
  competitionRanks,
  hasPlace,
  type RankKey,
  sameLeaguePlace,
  type WeekTiebreakKey,
  weekWinners,
} from "./standings.ts";

/**
 * A league's history (issue 20, decision 027): which weeks it shows, when a week and the season are
 * decided, its winners and each member's season standing week by week. The server reads the figures
 * from the standings' boards; these rules say what to make of them.
 */

export interface HistoryGame {
  id: string;
  kickoffISO: Date;
  status: string;
}

export interface HistoryWeekFacts {
  endDate: Date;
  /** Every stored game of the week. */
  games: readonly HistoryGame[];
}

/** A week is on the grid once its first game has kicked off, by the server clock. */
export function weekStarted(games: readonly HistoryGame[], now: Date): boolean {
  return games.some((game) => game.kickoffISO.getTime() <= now.getTime());
}

/**
 * Whether a week can count anything in a `from_creation` league (as its standings count: a pick row
 * when its game kicks off at or after the creation, a trivia row written then or later, which lands
 * in a week ending after it). A full-season league (`since` null) counts every week.
 */
export function weekInScope(week: HistoryWeekFacts, since: Date | null, countsTrivia: boolean): boolean {
  if (since === null) return true;
  if (week.games.some((game) => game.kickoffISO.getTime() >= since.getTime())) return true;
  return countsTrivia && week.endDate.getTime() >= since.getTime();
}

/**
 * A week the league did not live through (over, every game kicked off, before its creation) is
 * listed only when something of it counts for a member (a full-season league's earlier site picks
 * or trivia), so the grid still adds up to the season; a week of nothing but zeroes from before the
 * league existed is not its history (issue 39).
 */
export function weekListed(
  week: HistoryWeekFacts,
  createdAt: Date,
  rows: readonly Pick<RankKey, "points" | "lastPickAt">[],
): boolean {
  const since = createdAt.getTime();
  const lived = week.endDate.getTime() >= since || week.games.some((game) => game.kickoffISO.getTime() >= since);
  return lived || rows.some(hasPlace);
}

const over = (game: HistoryGame, voided: ReadonlySet<string>) => game.status === "final" || voided.has(game.id);

/**
 * Nothing more can count in the week: every game of its slate is final or voided in the league (every
 * game of the week while the slate is empty, e.g. nothing selected), when the league counts picks;
 * and the week's last day is over, when it counts trivia (a day's trivia counts in the week holding it).
 */
export function weekDecided(
  week: HistoryWeekFacts,
  slate: readonly HistoryGame[],
  voided: ReadonlySet<string>,
  counts: { picks: boolean; trivia: boolean },
  now: Date,
): boolean {
  const games = slate.length > 0 ? slate : week.games;
  if (counts.picks && !games.every((game) => over(game, voided))) return false;
  return !counts.trivia || week.endDate.getTime() <= now.getTime();
}

/**
 * The league's season scope has ended once the season's last week (the postseason, "Bowl Season")
 * is stored and every stored week of the season is decided for the league (weekDecided, under the
 * week's own slate). Until then nobody is champion.
 */
export function seasonEnded(weeks: readonly { seasonType: string; decided: boolean }[]): boolean {
  return weeks.some((week) => week.seasonType === "postseason") && weeks.every((week) => week.decided);
}

/**
 * The winners of a decided period from its rows in rank order: the leader and everyone level with
 * them (weekWinners: on points, and on the week's tiebreaker when it has one). Nobody wins while
 * nobody has a point either way (a week nobody played).
 */
export function winnersOf<R extends WeekTiebreakKey>(ranked: readonly R[]): string[] {
  if (!ranked.some((row) => row.points !== 0)) return [];
  return weekWinners(ranked).map((row) => row.userId);
}

/**
 * Each member's season standing after each week: their rank on the points of the weeks so far, in
 * the boards' order (compareRankKeys), members level on points sharing a place (sameLeaguePlace).
 * `weeks` holds each week's row per member; a member missing from a week scored nothing in it.
 * Returns, per week, the standing of every member.
 */
export function standingsAfterEachWeek(
  memberIds: readonly string[],
  weeks: readonly ReadonlyMap<string, Omit<RankKey, "userId">>[],
): Map<string, number>[] {
  const running = new Map<string, RankKey>(
    memberIds.map((userId) => [userId, { userId, points: 0, lastPickAt: null }]),
  );
  return weeks.map((week) => {
    for (const key of running.values()) {
      const row = week.get(key.userId);
      if (!row) continue;
      key.points += row.points;
      if (row.lastPickAt !== null) key.lastPickAt = Math.max(key.lastPickAt ?? row.lastPickAt, row.lastPickAt);
    }
    const ordered = [...running.values()].sort(compareRankKeys);
    const ranks = competitionRanks(ordered, sameLeaguePlace);
    return new Map(ordered.map((key, i) => [key.userId, ranks[i]!]));
  });
}
