import { and, eq, lt, ne, sql } from "drizzle-orm";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { type Game, games, weeks } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import { logger } from "../../logger.ts";
import type { GamesProvider } from "../../providers/games/index.ts";
import { upsertTeams } from "../teams/teams.service.ts";
import { gameUpdated } from "../weeks/week-live.service.ts";
import { chooseCurrentWeek } from "./current-week.ts";
import { memoizedProvider, type SiteWeek, siteCalendar } from "./site-calendar.ts";
import { type FetchedSeason, type FetchedWeek, fetchSeason, fetchWeek } from "./sync.fetch.ts";
import { isPowerFiveGame } from "./sync.mapping.ts";
import { missingEarlierWeeks, writePastWeeks } from "./sync.past-weeks.ts";
import { writeRecords, writeWeek } from "./sync.write.ts";

export interface SyncResult {
  weekId: string | null;
  label: string | null;
  games: number;
}

/**
 * Syncs the current week, refreshes any earlier stored week with unfinished games, and stores
 * every earlier week of the season not stored yet (all of them on a first start mid-season), so
 * past weeks have their results and polls from day one; later syncs find them stored and skip them.
 * Everything is fetched before anything is written, and the writes are one transaction:
 * a provider failure leaves the database as it was.
 */
export async function syncGames(source: GamesProvider): Promise<SyncResult> {
  const now = clock.now();
  const provider = memoizedProvider(source);
  const year = await provider.currentSeason();
  const calendar = await siteCalendar(provider, year, await provider.getCalendar({ year }), now);
  const chosen = await chooseCurrentWeek(provider, year, calendar, now);
  if (!chosen) return { weekId: null, label: null, games: 0 };
  const current = chosen.calendar;
  const [stale, missing, season] = await Promise.all([
    staleWeeks(year, current),
    missingEarlierWeeks(year, calendar, current),
    fetchSeason(provider, year, calendar),
  ]);
  const fetched = await Promise.all([
    fetchWeek(provider, season, current, chosen.games),
    ...calendar
      .filter((w) => stale.some((s) => s.week === w.week && s.seasonType === w.seasonType))
      .map(async (w) => keptGames(await fetchWeek(provider, season, w))),
    ...postseasonAhead(calendar, current).map((w) => fetchWeek(provider, season, w)),
  ]);
  const past = await fetchPastWeeks(provider, season, missing);
  const changed: Game[] = [];
  const weekIds = await db().transaction(async (tx) => {
    const ids: string[] = [];
    await upsertTeams(season.teams, tx);
    await writeRecords(tx, season);
    for (const [i, week] of fetched.entries()) ids.push(await writeWeek(tx, week, i === 0, now, changed));
    await writePastWeeks(tx, past, now, changed);
    await tx.update(weeks).set({ isCurrent: sql`${weeks.id} = ${ids[0]!}::uuid` });
    return ids;
  });
  for (const game of changed) {
    if (game.status === "final") events.publish("game.finalized", { gameId: game.id, weekId: game.weekId });
    else events.publish("game.updated", gameUpdated(game));
  }
  events.publish("week.synced", { weekId: weekIds[0]! });
  return { weekId: weekIds[0]!, label: fetched[0]!.label, games: fetched[0]!.games.filter(isPowerFiveGame).length };
}

/**
 * Once the postseason is under way, its later weeks are stored too, every game of them, scheduled:
 * a bowl confidence pool's one card spans every bowl and playoff game (decision 038). Their games
 * come from the one postseason answer the sync already has.
 */
const postseasonAhead = (calendar: readonly SiteWeek[], current: SiteWeek) =>
  current.seasonType !== "postseason"
    ? []
    : calendar.filter((w) => w.seasonType === "postseason" && Date.parse(w.startDate) > Date.parse(current.startDate));

/**
 * An earlier week keeps only the site's games: the other FBS games are stored for owners to put
 * on a slate before kickoff, which only the current week offers (decision 028).
 */
const powerFiveOnly = (week: FetchedWeek): FetchedWeek => ({ ...week, games: week.games.filter(isPowerFiveGame) });

/** A stale week's games to refresh: a postseason week's all (stored with it, decision 038), else the site's. */
const keptGames = (week: FetchedWeek): FetchedWeek => (week.seasonType === "postseason" ? week : powerFiveOnly(week));

/**
 * Earlier weeks never stored, a week at a time so a first start does not burst a rate-limited API.
 * A failure leaves them for the next sync rather than keeping the current week from syncing.
 */
async function fetchPastWeeks(provider: GamesProvider, season: FetchedSeason, missing: SiteWeek[]) {
  const past: FetchedWeek[] = [];
  try {
    for (const week of missing) past.push(powerFiveOnly(await fetchWeek(provider, season, week)));
    return past;
  } catch (error) {
    logger.warn("Earlier weeks not synced this time:", error instanceof Error ? error.message : error);
    return [];
  }
}

async function staleWeeks(season: number, current: SiteWeek) {
  return db()
    .selectDistinct({ week: weeks.week, seasonType: weeks.seasonType })
    .from(weeks)
    .innerJoin(games, eq(games.weekId, weeks.id))
    .where(
      and(
        eq(weeks.season, season),
        ne(games.status, "final"),
        lt(games.kickoffISO, clock.now()),
        sql`not (${weeks.week} = ${current.week} and ${weeks.seasonType} = ${current.seasonType})`,
      ),
    );
}
