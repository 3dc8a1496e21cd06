import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * The process's drain after SIGTERM (docs/decisions/030-drain-on-sigterm.md): from the first
 * moment readiness fails, upgrades and matchmaking are refused, and every answer asks its client
 * to close the connection; the listener stays open until the requests under way have finished.
 */
let drainingSince: number | null = null;

export const DRAINING_MESSAGE = "This server is restarting: try again shortly";

export function isDraining(): boolean {
  return drainingSince !== null;
}

/** Seconds since the drain began, for the readiness answer; null while serving. */
export function drainingForSeconds(): number | null {
  return drainingSince === null ? null : Math.round((performance.now() - drainingSince) / 100) / 10;
}

export function startDraining(): void {
  drainingSince ??= performance.now();
}

/**
 * During a drain, a connection with no request under way is closed once it has been idle this long
 * (counted from the drain's start at the earliest): a request already on its way on a kept-alive
 * connection when the signal lands arrives within it and is answered, not cut off.
 */
export const DRAIN_IDLE_MS = 1000;
const SWEEP_MS = 50;

interface Connection {
  /** Requests of this connection under way (more than one when pipelined). */
  underWay: number;
  idleSince: number;
}

/**
 * Tracks the HTTP connections of `server` (not upgraded ones, which end up as sockets that rooms
 * close) and their requests under way. While draining, answers carry `Connection: close`, those of
 * requests that began before the drain too, so each connection closes after its answer;
 * `settled()` resolves once no HTTP connection is left.
 */
export function trackRequests(server: HttpServer) {
  const connections = new Map<Socket, Connection>();
  const underWay = new Set<ServerResponse>();
  let waiters: Array<() => void> = [];
  let sweeper: NodeJS.Timeout | undefined;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  const settle = () => {
    if (connections.size > 0) return;
    clearInterval(sweeper);
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };
  // Idle connections close once DRAIN_IDLE_MS has passed without a request on them.
  const sweep = () => {
    const now = performance.now();
    const since = drainingSince ?? now;
    for (const [socket, connection] of connections) {
      if (connection.underWay === 0 && now - Math.max(connection.idleSince, since) >= DRAIN_IDLE_MS) socket.destroy();
    }
  };
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { underWay: 0, idleSince: performance.now() });
    socket.once("close", () => {
      connections.delete(socket);
      settle();
    });
  });
  server.on("upgrade", (request: IncomingMessage) => {
    connections.delete(request.socket);
    settle();
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.underWay++;
    underWay.add(response);
    if (isDraining()) closeAfter(response);
    response.once("close", () => {
      underWay.delete(response);
      if (!connection) return;
      connection.underWay--;
      connection.idleSince = performance.now();
    });
  });
  return {
    underWay: () => underWay.size,
    /** Resolves once every HTTP connection has closed, after its answers or idle; call after startDraining(). */
    settled(): Promise<void> {
      for (const response of underWay) closeAfter(response);
      if (connections.size === 0) return Promise.resolve();
      sweeper ??= setInterval(sweep, SWEEP_MS);
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
