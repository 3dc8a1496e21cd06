import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { RATE_LIMITS, type RouteRateLimit } from "../domain/rate-limits.ts";

/**
 * How every endpoint contract is declared: its zod request and response schemas, who may call it,
 * its rate limit and the errors it answers. The server validates and guards with these, the
 * OpenAPI document is generated from them and the client's types come from them (decision 020).
 */

/** Every error answers { message } (RULES §8). */
export const messageSchema = z.object({ message: z.string() });

const ERROR_TEXT = {
  400: "The request breaks a rule: the message says which",
  401: "Not signed in",
  403: "Signed in, but not allowed (no profile yet, not the owner, or not an admin)",
  404: "Nothing by that id, or nothing the caller may see",
  409: "It conflicts with the current state (locked, taken, already done)",
  413: "The body is larger than 64 KiB",
  415: "The body was not sent as JSON",
  422: "Well-formed, but it cannot be done as asked",
  429: "Too many requests: the Retry-After header says when to try again",
  502: "An upstream provider failed",
  503: "Temporarily unavailable: try again shortly",
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXT;

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

type ErrorResponse = ReturnType<typeof json<typeof messageSchema>>;

export function errors<const C extends ErrorStatus>(...codes: C[]): Record<C, ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, json(messageSchema, ERROR_TEXT[code])])) as Record<
    C,
    ErrorResponse
  >;
}

/** A JSON request body; an empty body is read as {} (RULES §8), so `required` here means "validated". */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** One string per path parameter (a malformed id is a 404 like a missing one, so they are not narrowed). */
export const pathParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);

/**
 * Who may call a route. `user`: any session; `player`: a session whose profile is complete
 * (username and accepted terms); `admin`: an admin's session. The server's guard is chosen by it.
 */
export type Access = "public" | "user" | "player" | "admin";
export const SESSION_SCHEME = "session";

const ACCESS_TEXT: Record<Access, string> = {
  public: "Open to anyone.",
  user: "Needs a signed-in session.",
  player: "Needs a signed-in session with a completed profile (username and accepted terms).",
  admin: "Needs an admin's session.",
};

type ApiRouteConfig = Omit<RouteConfig, "security" | "description"> & {
  access: Access;
  /** Required: a route without a limit does not compile (shared/domain/rate-limits.ts lists the classes). */
  limit: RouteRateLimit;
  description?: string;
};

type AutoErrors<R extends ApiRouteConfig> =
  | (R["access"] extends "public" ? never : 401)
  | (R["access"] extends "player" | "admin" ? 403 : never)
  | 429
  | (R extends { request: { body: object } } ? 400 | 413 | 415 : never)
  | (R extends { request: { query: object } } ? 400 : never);

export type ApiRoute<R extends ApiRouteConfig> = Omit<R, "access" | "limit" | "responses"> & {
  responses: R["responses"] & Record<AutoErrors<R>, ErrorResponse>;
  security: { [scheme: string]: string[] }[];
  "x-access": Access;
  "x-rate-limit": RouteRateLimit;
  getRoutingPath(): string;
};

const limitText = ({ name, per }: RouteRateLimit, access: Access) => {
  const { points, duration } = RATE_LIMITS[name];
  const window = duration === 60 ? "minute" : duration === 3600 ? "hour" : `${duration} seconds`;
  const key =
    per === "address" ? "client address" : access === "public" ? "user (per client address when signed out)" : "user";
  return `At most ${points} per ${window} per ${key} (${name}).`;
};

/**
 * createRoute with the caller named: the security requirement, the guard the server applies, the
 * rate limit and the errors those imply (401, 403, 429, and 400/413/415 for a body) follow from it.
 */
export function apiRoute<const R extends ApiRouteConfig>(config: R): ApiRoute<R> {
  const { access, limit, description, ...route } = config;
  const implied: ErrorStatus[] = [];
  if (access !== "public") implied.push(401);
  if (access === "player" || access === "admin") implied.push(403);
  implied.push(429);
  if (route.request?.body) implied.push(400, 413, 415);
  if (route.request?.query) implied.push(400);
  return createRoute({
    ...route,
    description: [description, ACCESS_TEXT[access], limitText(limit, access)].filter(Boolean).join("\n\n"),
    security: access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
    responses: { ...errors(...implied), ...route.responses },
    "x-access": access,
    "x-rate-limit": limit,
  }) as unknown as ApiRoute<R>;
}
