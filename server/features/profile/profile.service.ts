import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  type CheckHandleResponse,
  HANDLE_TAKEN_MESSAGE,
  type SetHandleBody,
} from "../../../shared/contracts/profile.ts";
import { handleSchema, numberedHandle, suggestHandle } from "../../../shared/domain/handle.ts";
import { forgetUserSessions } from "../../auth/session.cache.ts";
import { clock } from "../../clock.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { db } from "../../db/index.ts";
import { type User, users } from "../../db/schema/index.ts";
import { ConflictError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { findTeamBySchool } from "../teams/teams.service.ts";

export async function checkHandle(userId: string, raw: string): Promise<CheckHandleResponse> {
  const parsed = handleSchema.safeParse(raw);
  if (!parsed.success) return { available: false, error: parsed.error.issues[0]!.message };
  const [taken] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.handle}) = lower(${parsed.data})`, ne(users.id, userId)));
  return taken ? { available: false, error: HANDLE_TAKEN_MESSAGE } : { available: true };
}

/** Tries asked about in one query: a name taken this many times over is rare. */
const SUGGESTION_BATCH = 20;

/** RULES §2 suggested username, checked here against the handles already taken (case-insensitively). */
export async function suggestFreeHandle(user: User): Promise<string> {
  const base = suggestHandle(user.firstName, user.lastName);
  for (let first = 1; ; first += SUGGESTION_BATCH) {
    const tries = Array.from({ length: SUGGESTION_BATCH }, (_, i) => numberedHandle(base, first + i));
    const rows = await db()
      .select({ handle: sql<string>`lower(${users.handle})` })
      .from(users)
      .where(and(inArray(sql`lower(${users.handle})`, tries), ne(users.id, user.id)));
    const taken = new Set(rows.map((row) => row.handle));
    const free = tries.find((handle) => !taken.has(handle));
    if (free) return free;
  }
}

async function assertKnownTeam(school: string | null | undefined) {
  if (school && !(await findTeamBySchool(school))) throw new ValidationError(`Unknown team: ${school}`);
}

/** The handle's uniqueness is the database's unique index on lower(handle): a lost race becomes 409. */
async function updateUser(userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
  try {
    const [user] = await db()
      .update(users)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
    forgetUserSessions(userId);
    events.publish("user.updated", { userId });
    // Boards and league standings show handles: a new one shows on every open page at once.
    if (values.handle !== undefined) events.publish("standings.changed", { weekId: null, userIds: [userId] });
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(HANDLE_TAKEN_MESSAGE);
    throw error;
  }
}

export async function completeSetup(user: User, body: SetHandleBody): Promise<User> {
  await assertKnownTeam(body.favoriteTeam);
  return updateUser(user.id, {
    handle: body.handle,
    termsAcceptedAt: user.termsAcceptedAt ?? clock.now(),
    ...(body.favoriteTeam !== undefined && {
      favoriteTeam: body.favoriteTeam ?? null,
      favoriteTeamColor: body.favoriteTeam ? (body.favoriteTeamColor?.toLowerCase() ?? null) : null,
    }),
  });
}

export function changeHandle(user: User, handle: string): Promise<User> {
  return updateUser(user.id, { handle });
}

export async function changeFavoriteTeam(user: User, favoriteTeam: string, favoriteTeamColor: string): Promise<User> {
  await assertKnownTeam(favoriteTeam);
  return updateUser(user.id, { favoriteTeam, favoriteTeamColor: favoriteTeamColor.toLowerCase() });
}
