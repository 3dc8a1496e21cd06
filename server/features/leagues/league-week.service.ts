import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { NO_CURRENT_WEEK_MESSAGE } from "../../../shared/contracts/league-card.ts";
import { WEEK_NOT_FOUND_MESSAGE } from "../../../shared/contracts/league-rules.ts";
import { nextWeekName, playsWeekFrom, weekPlay } from "../../../shared/domain/league-card.ts";
import type { RuleVersion } from "../../../shared/domain/league-rules.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leagueSlateGames, weeks } from "../../db/schema/index.ts";
import { NotFoundError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { ruleVersions, ruleVersionsOf } from "./league-rules.service.ts";

/** The week by id, or the current week without one. */
export async function weekOrCurrent(weekId: string | undefined, database: DbOrTx = db()) {
  if (weekId !== undefined && !isUuid(weekId)) throw new NotFoundError(WEEK_NOT_FOUND_MESSAGE);
  const [week] = await database
    .select()
    .from(weeks)
    .where(weekId === undefined ? eq(weeks.isCurrent, true) : eq(weeks.id, weekId))
    .limit(1);
  if (!week) throw new NotFoundError(weekId === undefined ? NO_CURRENT_WEEK_MESSAGE : WEEK_NOT_FOUND_MESSAGE);
  return week;
}

/**
 * Every postseason game of the season when `weekId` is a postseason week, for the `postseason`
 * slate's one card across the bowl weeks (decision 038); none in a regular week.
 */
export async function postseasonGamesOf(weekId: string, database: DbOrTx = db()): Promise<Game[]> {
  const [week] = await database
    .select({ season: weeks.season, seasonType: weeks.seasonType })
    .from(weeks)
    .where(eq(weeks.id, weekId));
  if (week?.seasonType !== "postseason") return [];
  const rows = await database
    .select({ game: games })
    .from(games)
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(and(eq(weeks.season, week.season), eq(weeks.seasonType, "postseason")));
  return rows.map((row) => row.game);
}

/**
 * A league's week: the rules it is played under (the version in force when its slate first
 * locked, decision 021) and its slate under them, by kickoff.
 */
export async function leagueWeek(leagueId: string, weekId: string, database: DbOrTx = db()) {
  const [weekGames, versions, selected, postseason] = await Promise.all([
    database.select().from(games).where(eq(games.weekId, weekId)),
    ruleVersions(leagueId, database),
    database
      .select({ gameId: leagueSlateGames.gameId })
      .from(leagueSlateGames)
      .where(and(eq(leagueSlateGames.leagueId, leagueId), eq(leagueSlateGames.weekId, weekId))),
    postseasonGamesOf(weekId, database),
  ]);
  const selectedIds = new Set(selected.map((row) => row.gameId));
  return weekPlay(versions, weekGames, selectedIds, postseason);
}

/** leagueWeek of many leagues for one week, in four reads whatever their number (a job over every league). */
export async function leagueWeeks(leagueIds: readonly string[], weekId: string, database: DbOrTx = db()) {
  const [weekGames, versions, selected, postseason] = await Promise.all([
    database.select().from(games).where(eq(games.weekId, weekId)),
    ruleVersionsOf(leagueIds, database),
    leagueIds.length
      ? database
          .select({ leagueId: leagueSlateGames.leagueId, gameId: leagueSlateGames.gameId })
          .from(leagueSlateGames)
          .where(and(inArray(leagueSlateGames.leagueId, [...leagueIds]), eq(leagueSlateGames.weekId, weekId)))
      : [],
    postseasonGamesOf(weekId, database),
  ]);
  const chosen = new Map<string, Set<string>>(leagueIds.map((id) => [id, new Set()]));
  for (const row of selected) chosen.get(row.leagueId)?.add(row.gameId);
  const plays = new Map<string, ReturnType<typeof weekPlay<RuleVersion, Game>>>();
  for (const leagueId of leagueIds) {
    const own = versions.get(leagueId) ?? [];
    if (own.length) plays.set(leagueId, weekPlay(own, weekGames, chosen.get(leagueId)!, postseason));
  }
  return plays;
}

/** Whether a league plays a week: its slate (under the week's rules) still had a game open at its creation. */
export function playsWeek(league: { createdAt: Date }, play: ReturnType<typeof weekPlay<RuleVersion, Game>>) {
  return playsWeekFrom(play.version.rules.deadline, play.slate, league.createdAt);
}

/**
 * The name of a league's first week (decision 056): the week it was created in when it plays it,
 * else the one after (its label once stored, else named from the week it was created in).
 */
export async function firstWeekName(league: { id: string; createdAt: Date }, database: DbOrTx = db()) {
  const [first, next] = await database
    .select()
    .from(weeks)
    .where(gt(weeks.endDate, league.createdAt))
    .orderBy(asc(weeks.startDate))
    .limit(2);
  if (!first) return "next week";
  const createdIn = first.startDate <= league.createdAt;
  if (!createdIn || playsWeek(league, await leagueWeek(league.id, first.id, database))) return first.label;
  return next?.label ?? nextWeekName(first);
}
