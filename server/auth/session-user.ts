import { eq } from "drizzle-orm";
import { db } from "../db/index.ts";
import { type User, userPoints } from "../db/schema/index.ts";

/** A signed-in user as requests see it: the users row (kept briefly in session.cache.ts). */
export type SessionUser = User;

/** The total kept in user_points, read fresh: points move far more often than the users row. */
export async function pointsTotalOf(userId: string): Promise<number> {
  const [row] = await db()
    .select({ pointsTotal: userPoints.pointsTotal })
    .from(userPoints)
    .where(eq(userPoints.userId, userId));
  return row?.pointsTotal ?? 0;
}
