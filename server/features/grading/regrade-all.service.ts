import { and, asc, eq } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { games, weeks } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { findCurrentWeek } from "../weeks/weeks.service.ts";
import { gradeLockedFinal } from "./grading.service.ts";

export interface RegradeProgress {
  done: number;
  total: number;
}

/** The final games of the current week's season, in kickoff order. */
async function finalGamesOfCurrentSeason() {
  const current = await findCurrentWeek();
  if (!current) return [];
  return db()
    .select({ id: games.id, weekId: games.weekId })
    .from(games)
    .innerJoin(weeks, eq(weeks.id, games.weekId))
    .where(and(eq(weeks.season, current.season), eq(games.status, "final")))
    .orderBy(asc(games.kickoffISO), asc(games.id));
}

/**
 * Regrades every final game of the current season with one points system, read once. Each game is
 * graded exactly as POST /api/admin/regrade/{gameId} grades it (gradeLockedFinal, one transaction),
 * so the ledger ends as game-by-game regrades would leave it. Rooms and boards hear one
 * "games.regraded" at the end instead of one event per game.
 */
export async function regradeAllGames(
  onProgress: (progress: RegradeProgress) => void = () => {},
): Promise<RegradeProgress> {
  const targets = await finalGamesOfCurrentSeason();
  const settings = await getPointsSettings();
  const progress = { done: 0, total: targets.length };
  onProgress({ ...progress });
  const weekIds = new Set<string>();
  try {
    for (const target of targets) {
      await db().transaction(async (tx) => {
        // A game deleted or reopened since the list was read is no longer a final game to regrade.
        const row = await gradeLockedFinal(tx, target.id, settings);
        if (row) weekIds.add(row.weekId);
      });
      progress.done += 1;
      onProgress({ ...progress });
    }
  } finally {
    if (weekIds.size > 0) events.publish("games.regraded", { weekIds: [...weekIds] });
  }
  return progress;
}
