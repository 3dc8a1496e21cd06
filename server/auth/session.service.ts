import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../db/client.ts";
import { db } from "../db/index.ts";
import { sessions, users } from "../db/schema/index.ts";
import { events } from "../events.ts";
import { cachedSession, forgetSessions, rememberSession } from "./session.cache.ts";
import type { SessionUser } from "./session-user.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
// Sessions live in real time: APP_CLOCK moves the game calendar, and a cookie dated by it would
// already be expired (or last for years) in the browser.

export function generateSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20)); // 160 bits
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The token's SHA-256 in hex, by node:crypto (a JavaScript SHA-256 cost every signed-in request ~10 µs). */
export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Live sessions a user may hold (browsers and devices); signing in again ends the oldest beyond it. */
export const MAX_SESSIONS_PER_USER = 10;

export async function createSession(userId: string) {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db()
    .insert(sessions)
    .values({ id: sessionIdOf(token), userId, expiresAt });
  await endSessions(sql`id in (select id from sessions where user_id = ${userId}::uuid
    order by created_at desc, id offset ${MAX_SESSIONS_PER_USER})`);
  return { token, expiresAt };
}

/** The background sweep: expired sessions are deleted and their sockets closed. Returns how many. */
export const purgeExpiredSessions = () => endSessions(sql`expires_at <= ${new Date().toISOString()}::timestamptz`);

async function endSessions(where: ReturnType<typeof sql>): Promise<number> {
  const ended = rowsOf<{ id: string }>(await db().execute(sql`delete from sessions where ${where} returning id`));
  if (ended.length === 0) return 0;
  const sessionIds = ended.map((row) => row.id);
  forgetSessions(sessionIds);
  events.publish("sessions.ended", { sessionIds });
  return ended.length;
}

const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareSessionById>>();
const prepareSessionById = (database: Db) =>
  database
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_by_id");

/** The lookup of every signed-in request, built once per database (a join storm runs it thousands of times). */
function sessionById(database: Db) {
  const known = preparedLookups.get(database);
  if (known) return known;
  const lookup = prepareSessionById(database);
  preparedLookups.set(database, lookup);
  return lookup;
}

export type SessionValidation = { user: SessionUser; expiresAt: Date; renewed: boolean } | null;

/**
 * Looks the token up by its hash (in the short-lived session cache first); slides the expiry when
 * less than half of it is left.
 */
export async function validateSessionToken(token: string): Promise<SessionValidation> {
  const id = sessionIdOf(token);
  const now = Date.now();
  const cached = cachedSession(id);
  const row = cached ?? (await sessionById(db()).execute({ id }))[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    forgetSessions([id]);
    await db().delete(sessions).where(eq(sessions.id, id));
    events.publish("sessions.ended", { sessionIds: [id] });
    return null;
  }
  if (row.expiresAt.getTime() - now < SESSION_TTL_MS / 2) {
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await db().update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    rememberSession(id, row.user, expiresAt);
    return { user: row.user, expiresAt, renewed: true };
  }
  if (!cached) rememberSession(id, row.user, row.expiresAt);
  return { user: row.user, expiresAt: row.expiresAt, renewed: false };
}

/** Ends a session: its sockets close too, on every process (server/realtime/session-sockets.ts). */
export async function invalidateSession(token: string) {
  const id = sessionIdOf(token);
  await db().delete(sessions).where(eq(sessions.id, id));
  forgetSessions([id]);
  events.publish("sessions.ended", { sessionIds: [id] });
}
