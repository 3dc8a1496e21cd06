import { createMiddleware } from "hono/factory";
import { HttpError } from "../http/errors.ts";
import { consumeRateLimit, limiting } from "../http/rate-limit.ts";
import { authenticateSocket, type RoomUser } from "./socket-auth.ts";

const usersOfRequests = new WeakMap<Request, RoomUser>();

/** Who the session check found behind a matchmaking request (the room's onAuth then trusts it). */
export const socketUserOf = (request: Request) => usersOfRequests.get(request);

/**
 * Matchmaking requests pass the socket check before anything reads their body, so a signed-out or
 * foreign caller costs one cookie lookup however large a body it sends. The answer is JSON
 * `{ message }`, which the Colyseus SDK reads as the error's message and its status as the code.
 */
export const requireSocketSession = createMiddleware(async (c, next) => {
  const auth = await authenticateSocket(c.req.raw.headers, c.req.url);
  if ("refusal" in auth) throw new HttpError(auth.refusal, auth.message);
  usersOfRequests.set(c.req.raw, auth.user);
  await next();
});

/**
 * Each matchmaking request may reserve a seat: a page joins a few rooms and a dropped one joins
 * again with back-off, a script joined 23,574 times in 20 s (issue 39). Counted per user, after the
 * session check and before the body is read; the client retries a 429 with back-off.
 */
export const limitSeatReservations = limiting(
  createMiddleware(async (c, next) => {
    const user = socketUserOf(c.req.raw);
    await consumeRateLimit(c, "seatReservation", user && `user:${user.id}`);
    await next();
  }),
  { name: "seatReservation", per: "user" },
);
