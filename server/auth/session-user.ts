import { eq } from "drizzle-orm";
import { db } from "../db/index.ts";
import { userPoints, type User } from "../db/schema/index.ts";

/** A signed-in user as requests see it: the users row plus the total kept in user_points. */
export type SessionUser = User & { pointsTotal: number };

export async function withPointsTotal(user: User): Promise<SessionUser> {
  const [row] = await db().select({ pointsTotal: userPoints.pointsTotal }).from(userPoints).where(eq(userPoints.userId, user.id));
  return { ...user, pointsTotal: row?.pointsTotal ?? 0 };
}
