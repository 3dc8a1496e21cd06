import type { Server as HttpServer, ServerResponse } from "node:http";

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
 * Counts the HTTP requests under way on `server` (not upgrades, which end up as sockets that rooms
 * close). `idle()` resolves once none is left. While draining, answers carry `Connection: close`,
 * those of requests that began before the drain too, so no kept-alive connection outlives it.
 */
export function trackRequests(server: HttpServer) {
  const underWay = new Set<ServerResponse>();
  let waiters: Array<() => void> = [];
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  server.on("request", (_request, response: ServerResponse) => {
    underWay.add(response);
    if (isDraining()) closeAfter(response);
    response.once("close", () => {
      underWay.delete(response);
      if (underWay.size === 0) {
        const waiting = waiters;
        waiters = [];
        for (const resolve of waiting) resolve();
      }
    });
  });
  return {
    underWay: () => underWay.size,
    /** Resolves once no request is under way; call after startDraining(). */
    idle(): Promise<void> {
      for (const response of underWay) closeAfter(response);
      return underWay.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
