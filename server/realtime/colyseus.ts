import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import { createAuthContext, matchMaker, Server } from "@colyseus/core";
import { Encoder } from "@colyseus/schema";
import { WebSocket as NodeWebSocket } from "ws";
import { databaseOpened } from "../db/index.ts";
import { env } from "../env.ts";
import { events } from "../events.ts";
import { isDraining } from "../http/drain.ts";
import { logger } from "../logger.ts";
import { defineRooms } from "../rooms/index.ts";
import type { MatchmakeJoin } from "./matchmake.routes.ts";
import { connectRedisBackplane, relayEventsThrough } from "./redis-backplane.ts";
import { vouchFor } from "./room-admission.ts";
import { ROOM_CLOSE_CODES } from "./session-sockets.ts";
import { authenticateSocket } from "./socket-auth.ts";
import { BoundedWebSocketTransport, ownUpgrade } from "./socket-bounds.ts";

// A league of a few hundred members encodes its standings and race above the 8 KB default; the
// encoder would grow anyway, but only after logging a warning on every room of that size.
Encoder.BUFFER_SIZE = 256 * 1024;
// Colyseus checks a resumed seat's socket against the global WebSocket.OPEN, which Node 20 (our
// engines allow it) does not define: every resume threw, and the tab lost its seat and rejoined.
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof globalThis.WebSocket;

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Colyseus on the HTTP server Hono already answers: the transport takes WebSocket upgrades,
 * Hono keeps every request, and forwards /matchmake/* to the Colyseus router. With REDIS_URL the
 * matchmaker and the domain events are shared with the other processes (docs/decisions/004).
 */
export async function attachColyseus(httpServer: HttpServer, port: number, hostname?: string) {
  const honoListeners = httpServer.listeners("request") as NodeListener[];
  const transport = new BoundedWebSocketTransport({
    server: httpServer,
    beforeUpgrade: async (request, context) => {
      // A draining process takes no new socket: the client retries and lands on another process.
      if (isDraining()) return new Response(null, { status: 503 });
      await databaseOpened();
      const auth = await authenticateSocket(context.headers, request.url);
      if ("refusal" in auth) return new Response(null, { status: auth.refusal });
      ownUpgrade(context, auth.user.id);
    },
  });
  const redisUrl = env().REDIS_URL;
  const backplane = redisUrl ? await connectRedisBackplane(redisUrl) : null;
  const gameServer = new Server({
    transport,
    presence: backplane?.presence,
    driver: backplane?.driver,
    // Rooms are projections of the database that domain events keep current, so each process
    // serves its own clients from its own copy and a socket never needs another process.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    // Behind a proxy, this process's own path: a seat reserved here is then reached here (deploy/nginx.conf).
    publicAddress: env().PUBLIC_ADDRESS?.replaceAll("{port}", String(port)),
    greet: false,
    gracefullyShutdown: false,
  });
  defineRooms(gameServer);
  const relay = redisUrl && backplane ? await relayEventsThrough(events, redisUrl, backplane.eventChannel) : null;
  await gameServer.listen(port, hostname);
  httpServer.removeAllListeners("request");
  for (const listener of honoListeners) httpServer.on("request", listener);
  if (backplane?.presence) logger.info("Real time shared through Redis");
  return {
    gameServer,
    handleMatchmake: joinOrCreate,
    /** Closes every room of this process now; each client is told to join again (on another process). */
    async closeRooms() {
      await Promise.all(matchMaker.disconnectAll(ROOM_CLOSE_CODES.serverDraining));
    },
    async close() {
      await relay?.close().catch(() => {});
      // Locks and disposes this process's rooms, removes their listings, then closes the transport and Redis.
      await gameServer.gracefullyShutdown(false);
    },
  };
}

/**
 * What Colyseus' POST /matchmake/joinOrCreate/:roomName does, called directly: the route has read
 * and checked the body and the session already, so no second Request and no second router
 * (its body parsing and context) per join. Same answers: the seat as JSON, or `{ code, error }`.
 */
async function joinOrCreate({ roomName, options, request, user }: MatchmakeJoin): Promise<Response> {
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return new Response(null, { status: 503 });
  const context = createAuthContext({ headers: request.headers, req: request });
  if (user) vouchFor(context, user);
  try {
    return Response.json(await matchMaker.controller.invokeMethod("joinOrCreate", roomName, options, context));
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: string };
    const status = typeof code === "number" && code >= 400 && code <= 599 ? code : 500;
    return Response.json({ code, error: message }, { status });
  }
}
