import { joinRefusal } from "../../shared/realtime/protocol.ts";
import { sessionTokenFromCookieHeader } from "../auth/cookies.ts";
import { sessionIdOf, validateSessionToken } from "../auth/session.service.ts";
import { appOriginFor, isForeignOrigin } from "../http/origin.middleware.ts";

/** Who is behind a socket; rooms keep it on `client.auth`, never in state. */
export interface RoomUser {
  id: string;
  handle: string | null;
  /**
   * The sign-in session behind the socket (its hashed id): the socket closes when the session ends.
   * Not `sessionId`: Colyseus takes `auth.sessionId` as the seat's id, which made every tab of one
   * browser one seat.
   */
  signInSessionId: string;
}

export type SocketAuthentication =
  | { user: RoomUser }
  | { refusal: typeof joinRefusal.signInRequired | typeof joinRefusal.foreignOrigin; message: string };

/**
 * The one check for real-time traffic, run on the matchmaking request (which picks the room) and
 * again on the WebSocket upgrade (which opens the seat): our own origin and a live session cookie.
 */
export async function authenticateSocket(headers: Headers, requestUrl: string): Promise<SocketAuthentication> {
  const own = appOriginFor(requestUrl, headers.get("host"));
  if (isForeignOrigin(headers.get("origin"), own)) {
    return { refusal: joinRefusal.foreignOrigin, message: "Live updates are only for this site's pages" };
  }
  const token = sessionTokenFromCookieHeader(headers.get("cookie"));
  const session = token ? await validateSessionToken(token) : null;
  if (!session) return { refusal: joinRefusal.signInRequired, message: "Sign in to follow live updates" };
  return { user: { id: session.user.id, handle: session.user.handle, signInSessionId: sessionIdOf(token!) } };
}
