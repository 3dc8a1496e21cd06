import type { IncomingMessage } from "node:http";
import type { AuthContext } from "@colyseus/core";
import { type TransportOptions, WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocket } from "ws";
import { type HeartbeatSocket, HeartbeatTurns } from "./heartbeat-turns.ts";
import { ROOM_CLOSE_CODES } from "./session-sockets.ts";

/**
 * How many sockets one user may hold open on one process: a socket per room per tab, so about
 * ten tabs, each with the week and a league or the boards. Rooms per user are bounded apart
 * (room-seats.ts); this bounds joining the same room again and again.
 */
export const MAX_SOCKETS_PER_USER = 20;
export const TOO_MANY_SOCKETS_MESSAGE = `You have ${MAX_SOCKETS_PER_USER} live connections open already: close a tab and try again`;
const SIGN_IN_MESSAGE = "Sign in to follow live updates";
/** Turns a heartbeat interval is cut into (heartbeat-turns.ts). */
const HEARTBEAT_TURNS = 10;

const ownerOfUpgrade = new WeakMap<AuthContext, string>();
const socketsByUser = new Map<string, number>();

/** Called by the upgrade check once it knows the user: the socket that upgrade opens is theirs. */
export function ownUpgrade(context: AuthContext, userId: string) {
  ownerOfUpgrade.set(context, userId);
}

/** The sockets a user holds open on this process now. */
export const socketsHeldBy = (userId: string) => socketsByUser.get(userId) ?? 0;

/** Every user's sockets open on this process now. */
export function openSockets(): number {
  let open = 0;
  for (const held of socketsByUser.values()) open += held;
  return open;
}

/**
 * The WebSocket transport with a gate in front of Colyseus: a socket beyond its user's bound is
 * closed with `tooManySockets` and a sentence, before any room reads it. The upgrade check
 * (`beforeUpgrade`) has already refused signed-out callers, so every socket here has an owner.
 * Its heartbeat pings in turns (docs/decisions/048).
 */
export class BoundedWebSocketTransport extends WebSocketTransport {
  private readonly heartbeats = new HeartbeatTurns(HEARTBEAT_TURNS, this.pingMaxRetries);

  constructor(options: TransportOptions) {
    super(options);
    const colyseus = this.wss.listeners("connection");
    this.wss.removeAllListeners("connection");
    this.wss.on("connection", (socket: WebSocket, request: IncomingMessage, upgrade?: { context: AuthContext }) => {
      if (!admit(socket, upgrade?.context)) return;
      this.heartbeats.add(socket as WebSocket & HeartbeatSocket);
      for (const listener of colyseus) listener.call(this.wss, socket, request, upgrade);
    });
  }

  protected override autoTerminateUnresponsiveClients(pingInterval: number) {
    this.pingInterval = setInterval(() => this.heartbeats.tick(), pingInterval / HEARTBEAT_TURNS);
  }
}

function admit(socket: WebSocket, context: AuthContext | undefined): boolean {
  const userId = context && ownerOfUpgrade.get(context);
  if (!userId) {
    socket.close(ROOM_CLOSE_CODES.sessionEnded, SIGN_IN_MESSAGE);
    return false;
  }
  const held = socketsHeldBy(userId);
  if (held >= MAX_SOCKETS_PER_USER) {
    socket.close(ROOM_CLOSE_CODES.tooManySockets, TOO_MANY_SOCKETS_MESSAGE);
    return false;
  }
  socketsByUser.set(userId, held + 1);
  socket.once("close", () => {
    const left = socketsHeldBy(userId) - 1;
    if (left > 0) socketsByUser.set(userId, left);
    else socketsByUser.delete(userId);
  });
  return true;
}
