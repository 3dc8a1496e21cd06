import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app.ts";
import { closeRateLimits } from "./http/rate-limit.ts";
import { closeReadinessProbes } from "./http/readiness.ts";
import { mountClient } from "./http/static.ts";
import { attachColyseus } from "./realtime/colyseus.ts";
import { matchmakeRoutes } from "./realtime/matchmake.routes.ts";

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** One process, one port: Hono answers HTTP, Colyseus shares the server for WebSockets. */
export async function startHttpServer(port: number, hostname?: string): Promise<RunningServer> {
  const app = createApp();
  let handleMatchmake: ((request: Request) => Promise<Response>) | undefined;
  app.route(
    "/",
    matchmakeRoutes(() => handleMatchmake!),
  );
  mountClient(app);
  const httpServer = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  const realtime = await attachColyseus(httpServer, port, hostname);
  handleMatchmake = realtime.handleMatchmake;
  const actualPort = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://${hostname ?? "localhost"}:${actualPort}`,
    port: actualPort,
    async close() {
      await realtime.close();
      httpServer.closeAllConnections?.();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await closeRateLimits();
      closeReadinessProbes();
    },
  };
}
