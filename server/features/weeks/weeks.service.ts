import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { CurrentWeekResponse, PickStats, WeekListItem, WeekPickDto } from "../../../shared/contracts/games.ts";
import { isPickLocked } from "../../../shared/domain/countdown.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { games, type Pick, picks, weeks } from "../../db/schema/index.ts";
import { pointsTxnsByPick } from "../picks/pick-points.ts";
import { userPicksOf } from "../picks/user-picks.ts";
import { gamesProvider } from "../sync/sync.runner.ts";
import { isFirstSyncRunning } from "../sync/sync.state.ts";
import { pickStatsOf, toGameDto, toPickDto, toWeekDto } from "./game.mapper.ts";

export async function findCurrentWeek() {
  const [week] = await db().select().from(weeks).where(eq(weeks.isCurrent, true)).limit(1);
  return week ?? null;
}

/** Each game's pick stats as everyone may see them now: the split only once it shows (shared/domain/pick-split.ts). */
export async function pickStatsFor(gameIds: string[]): Promise<Map<string, PickStats>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db()
    .select({
      gameId: picks.gameId,
      status: games.status,
      kickoffISO: games.kickoffISO,
      home: sql<number>`count(*) filter (where ${picks.winner} = 'HOME')`.mapWith(Number),
      away: sql<number>`count(*) filter (where ${picks.winner} = 'AWAY')`.mapWith(Number),
    })
    .from(picks)
    .innerJoin(games, eq(games.id, picks.gameId))
    .where(inArray(picks.gameId, gameIds))
    .groupBy(picks.gameId, games.status, games.kickoffISO);
  const now = clock.now();
  return new Map(rows.map((r) => [r.gameId, pickStatsOf(r.home, r.away, isPickLocked(r, now))]));
}

/** The week's games of the site's pick'em: its Power-5 games (decision 028). */
export async function gamesOfWeek(weekId: string) {
  return db()
    .select()
    .from(games)
    .where(and(eq(games.weekId, weekId), eq(games.powerFive, true)))
    .orderBy(asc(games.kickoffISO), asc(games.cfbdId));
}

export async function currentWeekView(userId: string | null): Promise<CurrentWeekResponse> {
  const week = await findCurrentWeek();
  const base = {
    syncing: isFirstSyncRunning(),
    serverNow: clock.now().toISOString(),
    source: gamesProvider().kind,
  };
  if (!week) return { week: null, games: [], userPicks: [], ...base };
  const rows = await gamesOfWeek(week.id);
  const stats = await pickStatsFor(rows.map((g) => g.id));
  const userPicks = userId
    ? await userPicksOf(
        userId,
        rows.map((g) => g.id),
      )
    : [];
  return {
    week: toWeekDto(week),
    games: rows.map((g) => toGameDto(g, stats.get(g.id))),
    userPicks: await withPoints(userPicks),
    ...base,
  };
}

/** Each pick with the points its game's grading wrote for it (none before the game is final). */
async function withPoints(rows: Pick[]): Promise<WeekPickDto[]> {
  const pointsOf = await pointsTxnsByPick(rows);
  return rows.map((pick) => ({ ...toPickDto(pick), pointsTxns: pointsOf(pick.id) }));
}

/** Weeks before the current one, newest first (the Previous Week dropdown). */
export async function previousWeeks(): Promise<WeekListItem[]> {
  const current = await findCurrentWeek();
  const rows = await db()
    .select({ id: weeks.id, label: weeks.label })
    .from(weeks)
    .where(current ? lt(weeks.startDate, current.startDate) : undefined)
    .orderBy(desc(weeks.startDate));
  return rows;
}
