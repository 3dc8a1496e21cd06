import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { type Pick, picks } from "../../db/schema/index.ts";

/** A user's site picks of some games (none for no games). */
export async function userPicksOf(userId: string, gameIds: string[], database: DbOrTx = db()): Promise<Pick[]> {
  if (gameIds.length === 0) return [];
  return database
    .select()
    .from(picks)
    .where(and(eq(picks.userId, userId), inArray(picks.gameId, gameIds)));
}
