import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { clock } from "../../clock.ts";
import type { Tx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { games, recordCache, weeks, type Game } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import type { CfbdCalendarWeek, GamesProvider, SeasonType } from "../../providers/games/index.ts";
import { gradeGame } from "../grading/grading.service.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { upsertTeams } from "../teams/teams.service.ts";
import { chooseCurrentWeek } from "./current-week.ts";
import { fetchWeek, type FetchedWeek } from "./sync.fetch.ts";
import { toGameValues } from "./sync.mapping.ts";

export interface SyncResult {
  weekId: string | null;
  label: string | null;
  games: number;
}

/**
 * Syncs the current week (and refreshes any earlier stored week with unfinished games).
 * Everything is fetched before anything is written, and the writes are one transaction:
 * a provider failure leaves the database as it was.
 */
export async function syncGames(provider: GamesProvider): Promise<SyncResult> {
  const now = clock.now();
  const year = await provider.currentSeason();
  const calendar = await provider.getCalendar({ year });
  const chosen = await chooseCurrentWeek(provider, year, calendar, now);
  if (!chosen) return { weekId: null, label: null, games: 0 };
  const current = chosen.calendar;
  const stale = await staleWeeks(year, current);
  const fetched = await Promise.all([
    fetchWeek(provider, year, current.week, current.seasonType as SeasonType, chosen.games),
    ...calendar
      .filter((w) => stale.some((s) => s.week === w.week && s.seasonType === w.seasonType))
      .map((w) => fetchWeek(provider, year, w.week, w.seasonType as SeasonType)),
  ]);
  const changed: Game[] = [];
  const weekIds = await db().transaction(async (tx) => {
    const ids: string[] = [];
    await upsertTeams(fetched[0]!.teams, tx);
    await writeRecords(tx, year, fetched[0]!);
    for (const [i, week] of fetched.entries()) ids.push(await writeWeek(tx, week, i === 0, now, changed));
    await tx.update(weeks).set({ isCurrent: sql`${weeks.id} = ${ids[0]!}::uuid` });
    return ids;
  });
  for (const game of changed) {
    events.publish(game.status === "final" ? "game.finalized" : "game.updated", { gameId: game.id, weekId: game.weekId });
  }
  events.publish("week.synced", { weekId: weekIds[0]! });
  return { weekId: weekIds[0]!, label: fetched[0]!.label, games: fetched[0]!.games.length };
}

async function staleWeeks(season: number, current: CfbdCalendarWeek) {
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

async function writeRecords(tx: Tx, season: number, week: FetchedWeek) {
  if (week.records.length === 0) return;
  await tx
    .insert(recordCache)
    .values(week.records.map((r) => ({ season, team: r.team, wins: r.total.wins, losses: r.total.losses })))
    .onConflictDoUpdate({
      target: [recordCache.season, recordCache.team],
      set: { wins: sql`excluded.wins`, losses: sql`excluded.losses`, updatedAt: sql`now()` },
    });
}

async function writeWeek(tx: Tx, week: FetchedWeek, isCurrent: boolean, now: Date, changed: Game[]): Promise<string> {
  const bounds = week.bounds ?? {
    startDate: new Date(week.calendar.startDate),
    endDate: new Date(week.calendar.endDate),
  };
  const [row] = await tx
    .insert(weeks)
    .values({ season: week.season, week: week.week, seasonType: week.seasonType, label: week.label, ...bounds, isCurrent, syncedAt: now })
    .onConflictDoUpdate({
      target: [weeks.season, weeks.seasonType, weeks.week],
      set: { label: week.label, startDate: bounds.startDate, endDate: bounds.endDate, syncedAt: now },
    })
    .returning({ id: weeks.id });
  const weekId = row!.id;
  if (week.games.length === 0) return weekId;
  const before = new Map(
    (await tx.select().from(games).where(inArray(games.cfbdId, week.games.map((g) => g.id)))).map((g) => [g.cfbdId, g]),
  );
  const settings = await getPointsSettings(tx);
  for (const source of week.games) {
    const values = { ...toGameValues(source, week.lookups, now), weekId, updatedAt: now };
    const previous = before.get(source.id);
    const keepAdminFinal = previous?.finalizedBy === "admin";
    const [saved] = await tx
      .insert(games)
      .values(values)
      .onConflictDoUpdate({ target: games.cfbdId, set: keepAdminFinal ? withoutResult(values) : values })
      .returning();
    if (!previous || hasVisibleChange(previous, saved!)) changed.push(saved!);
    if (saved!.status === "final" && !keepAdminFinal && previous?.status !== "final") await gradeGame(tx, saved!, settings);
  }
  return weekId;
}

/** An admin's final score (and status) stands: a re-sync only refreshes the rest. */
function withoutResult<T extends Record<string, unknown>>(values: T) {
  const { status: _s, homeScore: _h, awayScore: _a, finalHomeScore: _fh, finalAwayScore: _fa, finalizedBy: _f, ...rest } = values;
  return rest;
}

const hasVisibleChange = (a: Game, b: Game) =>
  a.status !== b.status || a.homeScore !== b.homeScore || a.awayScore !== b.awayScore || a.kickoffISO.getTime() !== b.kickoffISO.getTime();
