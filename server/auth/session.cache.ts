import { createCache } from "../cache/index.ts";
import { events } from "../events.ts";
import type { SessionUser } from "./session-user.ts";

/**
 * Signed-in requests look their session up briefly here instead of in the database. An entry
 * lives `TTL_MS` at most and goes at once when its session ends or its user changes or is deleted,
 * on every process (the events go through the relay).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  user: SessionUser;
  expiresAt: Date;
}

const entries = createCache<string, Entry>({ name: "sessions", max: MAX_ENTRIES, ttlMs: TTL_MS });

export function cachedSession(sessionId: string): Entry | null {
  return entries.get(sessionId) ?? null;
}

export function rememberSession(sessionId: string, user: SessionUser, expiresAt: Date) {
  entries.set(sessionId, { user, expiresAt });
}

export const forgetSessions = (sessionIds: Iterable<string>) => {
  for (const id of sessionIds) entries.delete(id);
};

/** Called by the process that made the change (its own relay copy of the event comes later). */
export function forgetUserSessions(userId: string) {
  for (const [id, entry] of entries.entries()) if (entry.user.id === userId) entries.delete(id);
}

events.subscribe("sessions.ended", ({ sessionIds }) => forgetSessions(sessionIds));
events.subscribe("user.updated", ({ userId }) => forgetUserSessions(userId));
events.subscribe("user.deleted", ({ userId }) => forgetUserSessions(userId));
// Endings and changes published while Redis was away never arrived here.
events.subscribe("realtime.resync", () => entries.clear());
