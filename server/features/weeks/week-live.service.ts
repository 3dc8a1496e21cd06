import { and, eq, inArray } from "drizzle-orm";
import type { GameDetails } from "../../../shared/contracts/games.ts";
import type { LiveGameFields, WeekGameState } from "../../../shared/realtime/week.state.ts";
import { createCache } from "../../cache/index.ts";
import { db } from "../../db/index.ts";
import { type Game, games, weeks } from "../../db/schema/index.ts";
import { emptyPickStats } from "./game.mapper.ts";
import { findCurrentWeek, pickStatsFor } from "./weeks.service.ts";

export type LiveGames = Map<string, WeekGameState>;

export function liveFieldsOf(game: Game): LiveGameFields {
  return {
    status: game.status,
    homeScore: game.homeScore ?? 0,
    awayScore: game.awayScore ?? 0,
    hasScore: game.homeScore !== null && game.awayScore !== null,
    isPopular: game.isPopular,
    gradedAt: game.gradedAt?.getTime() ?? 0,
    ...liveDetails(game.details ?? null),
  };
}

/**
 * The `game.updated` event of a game just written, with its live fields: every process's week
 * room shows them without reading the game again (a score reached 5,000 watchers ~3 ms sooner).
 */
export const gameUpdated = (game: Game) => ({
  gameId: game.id,
  weekId: game.weekId,
  ...(game.powerFive && { live: liveFieldsOf(game) }),
});

function toLive(game: Game, stats = emptyPickStats): WeekGameState {
  return {
    ...liveFieldsOf(game),
    homePercent: stats.homePercent,
    awayPercent: stats.awayPercent,
    totalPicks: stats.total,
  };
}

/** The scoreboard details a card shows as they move (decision 031); empty values when none. */
function liveDetails(details: GameDetails | null) {
  return {
    period: details?.period ?? 0,
    clock: details?.clock ?? "",
    possession: details?.possession ?? "",
    homeLineScores: details?.homeLineScores ?? [],
    awayLineScores: details?.awayLineScores ?? [],
    situation: details?.situation ?? "",
    lastPlay: details?.lastPlay ?? "",
  } satisfies Partial<WeekGameState>;
}

/** The stored week a room follows: the given id if that week exists, the current week for "current" or none; else null. */
export async function findLiveWeekId(weekId: string | undefined): Promise<string | null> {
  if (!weekId || weekId === "current") return (await findCurrentWeek())?.id ?? null;
  if (knownWeeks.get(weekId)) return weekId;
  const [week] = await db().select({ id: weeks.id }).from(weeks).where(eq(weeks.id, weekId)).limit(1);
  if (week) knownWeeks.set(weekId, true);
  return week?.id ?? null;
}

/** Stored weeks by id, remembered a minute: a join storm asks the database once, not once a join. */
const knownWeeks = createCache<string, true>({ name: "known-weeks", max: 1_000, ttlMs: 60_000 });

/** What everyone viewing the week may see: status, scores and pick percentages — never a pick. */
export async function liveGamesOfWeek(weekId: string): Promise<LiveGames> {
  const rows = await db()
    .select()
    .from(games)
    .where(and(eq(games.weekId, weekId), eq(games.powerFive, true)));
  const stats = await pickStatsFor(rows.map((g) => g.id));
  return new Map(rows.map((g) => [g.id, toLive(g, stats.get(g.id))]));
}

/** Kickoff (ms) of each game of the week: the room shows a withheld pick split at kickoff. */
export async function kickoffsOfWeek(weekId: string): Promise<Map<string, number>> {
  const rows = await db()
    .select({ id: games.id, kickoff: games.kickoffISO })
    .from(games)
    .where(and(eq(games.weekId, weekId), eq(games.powerFive, true)));
  return new Map(rows.map((row) => [row.id, row.kickoff.getTime()]));
}

export async function liveGames(gameIds: string[]): Promise<LiveGames> {
  if (gameIds.length === 0) return new Map();
  // Side by side: a score's way to every watcher waits for the slower read, not for both (decision 041).
  const [rows, stats] = await Promise.all([
    db()
      .select()
      .from(games)
      .where(and(inArray(games.id, gameIds), eq(games.powerFive, true))),
    pickStatsFor(gameIds),
  ]);
  return new Map(rows.map((g) => [g.id, toLive(g, stats.get(g.id))]));
}
