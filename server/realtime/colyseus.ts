import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import { matchMaker, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { sessionTokenFromCookieHeader } from "../auth/cookies.ts";
import { validateSessionToken } from "../auth/session.service.ts";
import { appOriginFor, isForeignOrigin } from "../http/origin.middleware.ts";
import { defineRooms } from "../rooms/index.ts";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Colyseus on the HTTP server Hono already answers: the transport takes WebSocket upgrades,
 * Hono keeps every request, and forwards /matchmake/* to the Colyseus router.
 */
export async function attachColyseus(httpServer: HttpServer, port: number, hostname?: string) {
  const honoListeners = httpServer.listeners("request") as NodeListener[];
  const transport = new WebSocketTransport({
    server: httpServer,
    beforeUpgrade: async (request, context) => {
      const own = appOriginFor(request.url, context.headers.get("host"));
      if (isForeignOrigin(context.headers.get("origin"), own)) return new Response(null, { status: 403 });
      const token = sessionTokenFromCookieHeader(context.headers.get("cookie"));
      if (!token || !(await validateSessionToken(token))) return new Response(null, { status: 401 });
    },
  });
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false });
  defineRooms(gameServer);
  await gameServer.listen(port, hostname);
  httpServer.removeAllListeners("request");
  for (const listener of honoListeners) httpServer.on("request", listener);
  return {
    gameServer,
    handleMatchmake: (request: Request) => gameServer.router.handler(request),
    async close() {
      await matchMaker.gracefullyShutdown().catch(() => {});
      transport.shutdown();
    },
  };
}
