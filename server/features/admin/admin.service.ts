import { asc, desc, eq, sql } from "drizzle-orm";
import type { AdminUserDto } from "../../../shared/contracts/games.ts";
import { forgetUserSessions } from "../../auth/session.cache.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { games, userPoints, users } from "../../db/schema/index.ts";
import { NotFoundError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { toGameDto } from "../weeks/game.mapper.ts";
import { gameUpdated } from "../weeks/week-live.service.ts";
import { findCurrentWeek, gamesOfWeek, pickStatsFor } from "../weeks/weeks.service.ts";

export async function listUsers(): Promise<AdminUserDto[]> {
  const pointsTotal = sql<number>`coalesce(${userPoints.pointsTotal}, 0)`;
  const rows = await db()
    .select({ user: users, pointsTotal })
    .from(users)
    .leftJoin(userPoints, eq(userPoints.userId, users.id))
    .orderBy(desc(pointsTotal), asc(users.createdAt));
  return rows.map(({ user: u, pointsTotal }) => ({
    id: u.id,
    handle: u.handle,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    pointsTotal,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  }));
}

/** Deleting a user removes their sessions, picks, points, attempts and memberships (foreign keys cascade). */
export async function deleteUser(actorId: string, userId: string) {
  if (actorId === userId) throw new ValidationError("You cannot delete your own account here");
  const [deleted] = await db().delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (!deleted) throw new NotFoundError("User not found");
  // The stored spelling: the session cache and the rooms know the user by it.
  forgetUserSessions(deleted.id);
  events.publish("user.deleted", { userId: deleted.id });
  events.publish("standings.changed", { weekId: null });
}

/** The week's games, with the server's time so the panel can tell a game that has not kicked off yet. */
export async function adminCurrentWeek() {
  const serverNow = clock.now().toISOString();
  const week = await findCurrentWeek();
  if (!week) return { week: null, games: [], serverNow };
  const rows = await gamesOfWeek(week.id);
  const stats = await pickStatsFor(rows.map((g) => g.id));
  return { week: { id: week.id, label: week.label }, games: rows.map((g) => toGameDto(g, stats.get(g.id))), serverNow };
}

export async function setPopular(gameId: string, isPopular: boolean) {
  const [game] = await db()
    .update(games)
    .set({ isPopular, updatedAt: clock.now() })
    .where(eq(games.id, gameId))
    .returning();
  if (!game) throw new NotFoundError("Game not found");
  events.publish("game.updated", gameUpdated(game));
  return toGameDto(game);
}
