import type { Client } from "@colyseus/core";
import { events } from "../events.ts";
import type { RoomUser } from "./socket-auth.ts";

/** Close code of a socket whose session ended; the client then finds it must sign in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

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
      close((user) => ids.has(user.sessionId));
    }),
    events.subscribe("user.deleted", ({ userId }) => close((user) => user.id === userId)),
  ];
  return () => stops.forEach((stop) => stop());
}
