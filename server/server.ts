import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app.ts";
import { startDraining, trackRequests } from "./http/drain.ts";
import { closeRateLimits } from "./http/rate-limit.ts";
import { closeReadinessProbes } from "./http/readiness.ts";
import { mountClient } from "./http/static.ts";
import { attachColyseus } from "./realtime/colyseus.ts";
import { type Matchmake, matchmakeRoutes } from "./realtime/matchmake.routes.ts";

export interface RunningServer {
  url: string;
  port: number;
  /**
   * After SIGTERM: readiness fails and new sockets are refused at once, every room closes its
   * clients with the code that sends them to another process, the HTTP requests under way
   * finish, then the server closes (docs/decisions/030-drain-on-sigterm.md).
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** Every HTTP route one process answers: the API, matchmaking, and the client's pages and files. */
export function createServerApp(matchmake: () => Matchmake) {
  const app = createApp();
  app.route("/", matchmakeRoutes(matchmake));
  mountClient(app);
  return app;
}

/** One process, one port: Hono answers HTTP, Colyseus shares the server for WebSockets. */
export async function startHttpServer(port: number, hostname?: string): Promise<RunningServer> {
  let handleMatchmake: Matchmake | undefined;
  const app = createServerApp(() => handleMatchmake!);
  const httpServer = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  const realtime = await attachColyseus(httpServer, port, hostname);
  handleMatchmake = realtime.handleMatchmake;
  // After attachColyseus, which puts Hono's request listener back in place of its own.
  const requests = trackRequests(httpServer);
  const actualPort = (httpServer.address() as AddressInfo).port;
  const close = async () => {
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await realtime.close();
    httpServer.closeAllConnections();
    await closed;
    await closeRateLimits();
    closeReadinessProbes();
  };
  return {
    url: `http://${hostname ?? "localhost"}:${actualPort}`,
    port: actualPort,
    async drain() {
      startDraining();
      await realtime.closeRooms();
      // Every HTTP connection closes after its answer or once idle (drain.ts); only then does the listener.
      await requests.settled();
      await close();
    },
    close,
  };
}
