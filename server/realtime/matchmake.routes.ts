import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { roomContracts } from "../../shared/realtime/rooms.ts";
import { DRAINING_MESSAGE, isDraining } from "../http/drain.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { logger } from "../logger.ts";

type Matchmake = (request: Request) => Promise<Response>;

const UNKNOWN_MESSAGE = "No such live room";
const FAILED_MESSAGE = "Live updates are unavailable right now: try again shortly";
const joinOptionsBody = z.record(z.string(), z.unknown(), { error: "Join options must be a JSON object" });
const roomNames = new Set<string>(Object.values(roomContracts).map((contract) => contract.name));

/**
 * Colyseus's own codes for a matchmaking request it could not serve (520 no such room or method,
 * 521 no room matches, 522 no such room id, 524 seat expired, 525 onAuth refused): client
 * mistakes, answered with the HTTP status that says so.
 */
const colyseusStatus: Record<number, ContentfulStatusCode> = { 520: 404, 521: 404, 522: 404, 524: 410, 525: 401 };

/**
 * The matchmaking front (after the session check and the body limit in createApp): only a
 * join-or-create of a room kind we define, with a JSON object of options. `joinOrCreate` finds
 * rooms by their canonical options, so asking again never makes another room; Colyseus's other
 * methods (create, join by id, reconnect over HTTP) are not offered. Every refusal is
 * `{ message }` with a 4xx, which the SDK reads as the error's message and code.
 */
export function matchmakeRoutes(matchmake: () => Matchmake) {
  return new Hono()
    .post("/matchmake/joinOrCreate/:roomName", async (c) => {
      if (!roomNames.has(c.req.param("roomName"))) throw notFound(UNKNOWN_MESSAGE);
      // Draining after SIGTERM: the SDK retries with back-off, and lands on another process.
      if (isDraining()) throw new HttpError(503, DRAINING_MESSAGE);
      await jsonBody(c, joinOptionsBody);
      // The text as sent (Hono keeps it): the room's strict contract sees every key, __proto__ included.
      const options = (await c.req.text()).trim() || "{}";
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-length");
      headers.set("content-type", "application/json");
      const request = new Request(c.req.url, { method: "POST", headers, body: options });
      return asJsonAnswer(await matchmake()(request));
    })
    .all("/matchmake/*", () => {
      throw notFound(UNKNOWN_MESSAGE);
    });
}

async function asJsonAnswer(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; message?: unknown };
  const said = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : "";
  const status = colyseusStatus[response.status] ?? response.status;
  if (status >= 400 && status < 500) throw new HttpError(status as ContentfulStatusCode, said || UNKNOWN_MESSAGE);
  logger.warn(`Matchmaking failed (${response.status}): ${said}`);
  throw new HttpError(status === 503 ? 503 : 500, FAILED_MESSAGE);
}
