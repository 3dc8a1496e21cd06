import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { leagueTiebreakerGames } from "../../db/schema/index.ts";

/**
 * The game the owner named as the week's tiebreaker, or null. Whether it still counts (it is on
 * the week's slate) is `tiebreakerGameOf(slate, named)`'s to say (decision 025).
 */
export async function namedTiebreakerGameId(
  leagueId: string,
  weekId: string,
  database: DbOrTx = db(),
): Promise<string | null> {
  const [row] = await database
    .select({ gameId: leagueTiebreakerGames.gameId })
    .from(leagueTiebreakerGames)
    .where(and(eq(leagueTiebreakerGames.leagueId, leagueId), eq(leagueTiebreakerGames.weekId, weekId)));
  return row?.gameId ?? null;
}
