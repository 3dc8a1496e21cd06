import { and, between, eq, or, sql } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { games, weeks } from "../../db/schema/index.ts";

/** A kickoff this long ago may still show "scheduled" until a sync sees the game start. */
const LATE_START_MS = 4 * 60 * 60_000;

/** True when a game of the current week is live, or kicks off within `withinMs` of `now`. */
export async function isGameLiveOrAboutToKickOff(now: Date, withinMs: number): Promise<boolean> {
  const soon = new Date(now.getTime() + withinMs);
  const recent = new Date(now.getTime() - LATE_START_MS);
  const [busy] = await db()
    .select({ id: games.id })
    .from(games)
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(
      and(
        eq(weeks.isCurrent, true),
        or(eq(games.status, "live"), and(eq(games.status, "scheduled"), between(games.kickoffISO, recent, soon))),
      ),
    )
    .limit(1);
  return Boolean(busy);
}

/**
 * How many of the site's games of the current week (its Power-5 games, every game of a postseason
 * week) are live, or kick off within `withinMs` of `now`: what the live poll is paced by (decision 032).
 */
export async function countGamesLiveOrAboutToKickOff(now: Date, withinMs: number): Promise<number> {
  const soon = new Date(now.getTime() + withinMs);
  const recent = new Date(now.getTime() - LATE_START_MS);
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(
      and(
        eq(weeks.isCurrent, true),
        or(eq(games.powerFive, true), eq(weeks.seasonType, "postseason")),
        or(eq(games.status, "live"), and(eq(games.status, "scheduled"), between(games.kickoffISO, recent, soon))),
      ),
    );
  return Number(row?.count ?? 0);
}
