import type { Client } from "@colyseus/core";
import { and, gt, inArray } from "drizzle-orm";
import { clock } from "../clock.ts";
import { db } from "../db/index.ts";
import { sessions } from "../db/schema/index.ts";
import { events } from "../events.ts";
import { logger } from "../logger.ts";
import type { RoomUser } from "./socket-auth.ts";

/** Close codes of sockets the server ends for good: the seat is not kept for a reconnection. */
export const ROOM_CLOSE_CODES = {
  /** The session ended; the client then finds it must sign in again. */
  sessionEnded: 4401,
  /** The viewer may no longer see a private league (removed, or it turned private). */
  noLongerVisible: 4404,
  /** The user has as many sockets open on this process as they may (socket-bounds.ts); refused before any room sees it. */
  tooManySockets: 4429,
  /**
   * This process is draining after SIGTERM (Colyseus' SERVER_SHUTDOWN): the client joins afresh,
   * which lands it on another process, without showing an error (docs/decisions/030).
   */
  serverDraining: 4001,
} as const;
export const SESSION_ENDED_CLOSE_CODE = ROOM_CLOSE_CODES.sessionEnded;

/** For a room's onDrop: a socket we closed on purpose gets no reconnection window. */
export const endsForGood = (code: number | undefined) =>
  code === ROOM_CLOSE_CODES.sessionEnded || code === ROOM_CLOSE_CODES.noLongerVisible;

/**
 * Closes a room's sockets whose session ended (sign-out, expiry, the session cap) or whose user was
 * deleted. Events reach every process, so a socket on another process closes too. Returns the
 * unsubscribe for onDispose.
 */
export function closeSocketsOfEndedSessions(room: { clients: Iterable<Client> }): () => void {
  const close = (ended: (user: RoomUser) => boolean) => {
    for (const client of [...room.clients]) {
      const user = client.auth as RoomUser | undefined;
      if (user && ended(user)) client.leave(SESSION_ENDED_CLOSE_CODE, "Your session has ended: sign in again");
    }
  };
  const stops = [
    events.subscribe("sessions.ended", ({ sessionIds }) => {
      const ids = new Set(sessionIds);
      close((user) => ids.has(user.signInSessionId));
    }),
    events.subscribe("user.deleted", ({ userId }) => close((user) => user.id === userId)),
    // After a Redis outage, endings published elsewhere never came: ask the database which sessions live.
    events.subscribe("realtime.resync", () => {
      const ids = [...room.clients].flatMap((c) => (c.auth as RoomUser | undefined)?.signInSessionId ?? []);
      if (ids.length === 0) return;
      void db()
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, clock.now())))
        .then((rows) => {
          const live = new Set(rows.map((r) => r.id));
          close((user) => !live.has(user.signInSessionId));
        })
        .catch((error: unknown) => logger.warn("Could not check sessions after Redis returned:", error));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
