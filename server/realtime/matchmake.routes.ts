import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { roomContracts } from "../../shared/realtime/rooms.ts";
import { createCache } from "../cache/index.ts";
import { DRAINING_MESSAGE, isDraining } from "../http/drain.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { parseWith, readJsonBody } from "../http/validate.ts";
import { logger } from "../logger.ts";
import { limitSeatReservations, socketUserOf } from "./matchmake.guard.ts";
import type { RoomUser } from "./socket-auth.ts";

/** A join-or-create as the matchmaker takes it (colyseus.ts), answered as Colyseus' router would. */
export interface MatchmakeJoin {
  roomName: string;
  /** Parsed from the body as sent: the room's strict contract sees every key, __proto__ included. */
  options: Record<string, unknown>;
  request: Request;
  /** Who the session check found (matchmake.guard.ts): onAuth need not look the session up again. */
  user?: RoomUser;
}
export type Matchmake = (join: MatchmakeJoin) => Promise<Response>;

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
 * The matchmaking front (after the session check and the body limit in createApp; each join counts
 * against the user's seat reservations): only a join-or-create of a room kind we define, with a
 * JSON object of options. `joinOrCreate` finds rooms by their canonical options, so asking again
 * never makes another room; Colyseus's other methods (create, join by id, reconnect over HTTP) are
 * not offered. Every refusal is `{ message }` with a 4xx, which the SDK reads as the error's
 * message and code.
 */
export function matchmakeRoutes(matchmake: () => Matchmake) {
  return new Hono()
    .post("/matchmake/joinOrCreate/:roomName", limitSeatReservations, async (c) => {
      if (!roomNames.has(c.req.param("roomName"))) throw notFound(UNKNOWN_MESSAGE);
      // Draining after SIGTERM: the SDK retries with back-off, and lands on another process.
      if (isDraining()) throw new HttpError(503, DRAINING_MESSAGE);
      const body = await readJsonBody(c);
      parseWith(joinOptionsBody, body); // a JSON object, or 400
      const options = body as MatchmakeJoin["options"];
      const roomName = c.req.param("roomName");
      const key = `${roomName}:${(await c.req.text()).trim() || "{}"}`;
      // Straight to the matchmaker: no second Request, and no second router parsing the body again.
      const join = { roomName, options, request: c.req.raw, user: socketUserOf(c.req.raw) };
      return asJsonAnswer(await inTurn(c.req.raw.signal, () => oneOpensTheRoom(key, () => matchmake()(join))));
    })
    .all("/matchmake/*", () => {
      throw notFound(UNKNOWN_MESSAGE);
    });
}

/**
 * Joins matchmade at once by this process; the rest wait their turn in arrival order. In a join
 * storm, thousands of joins under way at once each reserved a seat and then starved the others'
 * sockets until the seats expired (15 s) and every client joined again; in turns, a seat is
 * reserved shortly before its socket comes (docs/decisions/041).
 */
const JOINS_AT_ONCE = 32;
/** Beyond this many waiting, a join is answered 503 at once: the client tries again after its back-off. */
const MAX_WAITING_JOINS = 5_000;
const BUSY_MESSAGE = "Live updates are busy right now: trying again shortly";
let joinsUnderWay = 0;
const waitingJoins: (() => void)[] = [];

export async function inTurn<T>(signal: AbortSignal | undefined, join: () => Promise<T>): Promise<T> {
  if (joinsUnderWay >= JOINS_AT_ONCE) {
    if (waitingJoins.length >= MAX_WAITING_JOINS) throw new HttpError(503, BUSY_MESSAGE);
    await new Promise<void>((resolve) => waitingJoins.push(resolve));
  } else joinsUnderWay++;
  try {
    // A client that gave up waiting (and will join again) gets no seat it would never use.
    if (signal?.aborted) throw new HttpError(503, BUSY_MESSAGE);
    return await join();
  } finally {
    const next = waitingJoins.shift();
    if (next)
      next(); // the turn passes on: joinsUnderWay stays
    else joinsUnderWay--;
  }
}

/** A room a join reached lately is open: later joins go straight through. */
const opening = new Map<string, Promise<Response>>();
const opened = createCache<string, true>({ name: "opened-rooms", max: 10_000, ttlMs: 30_000 });

/**
 * When many clients join a room that is not open yet (a kickoff, a restart), the first join opens
 * it and the rest wait for that join to end, then find the room. Colyseus' own lock waits only
 * 0.5 s for the room to be listed; on a busy process its creation takes longer, and every join
 * still waiting made a room of its own (one score change then queried the database once per
 * room). Keyed by the room and the options as sent: a join naming the room another way ("current")
 * still gets Colyseus' lock.
 */
export async function oneOpensTheRoom(key: string, join: () => Promise<Response>): Promise<Response> {
  const pending = opening.get(key);
  if (pending) await pending.catch(() => {});
  else if (!opened.get(key)) {
    const first = join();
    opening.set(key, first);
    try {
      return remembered(key, await first);
    } finally {
      opening.delete(key);
    }
  }
  return remembered(key, await join());
}

function remembered(key: string, response: Response) {
  if (response.ok) opened.set(key, true);
  return response;
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
