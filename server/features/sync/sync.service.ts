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

export interface SyncStages {
  /** The current week is stored: the app has its week, while the season's earlier weeks may still be under way. */
  onCurrentWeekStored?: () => void;
}

/**
 * Syncs the current week and refreshes any earlier stored week with unfinished games, fetched
 * before anything is written and written in one transaction: a provider failure leaves the
 * database as it was. Then stores every earlier week of the season not stored yet (all of them on
 * a first start mid-season), a week per transaction, newest first, so Previous Week fills in while
 * the app already serves the current week (decision 059); later syncs find them stored and skip them.
 */
export async function syncGames(source: GamesProvider, stages: SyncStages = {}): Promise<SyncResult> {
  const now = clock.now();
  const provider = memoizedProvider(source);
  const year = await provider.currentSeason();
  const calendar = await siteCalendar(provider, year, await provider.getCalendar({ year }), now);
  const chosen = await chooseCurrentWeek(provider, year, calendar, now);
  if (!chosen) return { weekId: null, label: null, games: 0 };
  const current = chosen.calendar;
  const [stale, season] = await Promise.all([staleWeeks(year, current), fetchSeason(provider, year, calendar)]);
  const fetched = await Promise.all([
    fetchWeek(provider, season, current, chosen.games),
    ...calendar
      .filter((w) => stale.some((s) => s.week === w.week && s.seasonType === w.seasonType))
      .map(async (w) => keptGames(await fetchWeek(provider, season, w))),
    ...postseasonAhead(calendar, current).map((w) => fetchWeek(provider, season, w)),
  ]);
  const changed: Game[] = [];
  const weekIds = await db().transaction(async (tx) => {
    const ids: string[] = [];
    await upsertTeams(season.teams, tx);
    await writeRecords(tx, season);
    for (const [i, week] of fetched.entries()) ids.push(await writeWeek(tx, week, i === 0, now, changed));
    await tx.update(weeks).set({ isCurrent: sql`${weeks.id} = ${ids[0]!}::uuid` });
    return ids;
  });
  announce(changed);
  events.publish("week.synced", { weekId: weekIds[0]! });
  stages.onCurrentWeekStored?.();
  const missing = await missingEarlierWeeks(year, calendar, current);
  if (missing.length > 0) logger.info(`Game sync: ${fetched[0]!.label} stored; ${missing.length} earlier weeks follow`);
  await storeEarlierWeeks(provider, season, missing, now);
  return { weekId: weekIds[0]!, label: fetched[0]!.label, games: fetched[0]!.games.filter(isPowerFiveGame).length };
}

function announce(changed: readonly Game[]) {
  for (const game of changed) {
    if (game.status === "final") events.publish("game.finalized", { gameId: game.id, weekId: game.weekId });
    else events.publish("game.updated", gameUpdated(game));
  }
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
 * Earlier weeks never stored, newest first (Previous Week's default comes first), a week at a time:
 * a first start does not burst a rate-limited API, and on PGlite the requests that arrive meanwhile
 * are served between two weeks. Each week is one transaction, whole or absent; a failure (or a
 * crash) leaves the rest for the next sync, which finds them missing (decision 059).
 */
async function storeEarlierWeeks(provider: GamesProvider, season: FetchedSeason, missing: SiteWeek[], now: Date) {
  const newestFirst = [...missing].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  let stored = 0;
  try {
    for (const week of newestFirst) {
      const fetched = powerFiveOnly(await fetchWeek(provider, season, week));
      const changed: Game[] = [];
      await db().transaction((tx) => writePastWeeks(tx, [fetched], now, changed));
      announce(changed);
      stored += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (stored > 0) logger.info(`Game sync: stored ${stored} earlier weeks of the season`);
  } catch (error) {
    logger.warn(
      `Earlier weeks: ${stored} of ${missing.length} stored, the rest wait for the next sync:`,
      error instanceof Error ? error.message : error,
    );
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
