import { and, eq } from "drizzle-orm";
import { NO_CURRENT_WEEK_MESSAGE } from "../../../shared/contracts/league-card.ts";
import { WEEK_NOT_FOUND_MESSAGE } from "../../../shared/contracts/league-rules.ts";
import { weekPlay } from "../../../shared/domain/league-card.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Game, games, leagueSlateGames, weeks } from "../../db/schema/index.ts";
import { NotFoundError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { ruleVersions } from "./league-rules.service.ts";

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
