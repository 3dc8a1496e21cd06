import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import type { Access } from "../../shared/api/openapi-kit.ts";
import type { RouteRateLimit } from "../../shared/domain/rate-limits.ts";
import { requireAdmin, requirePlayer, requireUser } from "../auth/auth.middleware.ts";
import { JSON_TYPE, type JsonBody } from "../features/standings/serialized.ts";
import type { AppEnv } from "./app-env.ts";
import { badRequest } from "./errors.ts";
import { acceptsGzip } from "./gzip-parts.ts";
import { limitFor } from "./rate-limit.ts";
import { firstIssueMessage } from "./validate.ts";

const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  user: [requireUser],
  player: [requirePlayer],
  admin: [requireAdmin],
};

type Guarded = { "x-access"?: Access; "x-rate-limit"?: RouteRateLimit; middleware?: unknown };

/**
 * A feature's routes, each declared with its contract from shared/api. The contract's access picks
 * the guard and its (required) limit the rate limiter, so the document cannot say one thing and the server do
 * another. A request that breaks the contract is a 400 { message } naming the first broken rule.
 */
export function featureRoutes() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw badRequest(firstIssueMessage(result.error as z.ZodError));
    },
  });
  const register = app.openapi;
  app.openapi = ((route: Guarded & Parameters<typeof register>[0], handler, hook) => {
    const own = route.middleware === undefined ? [] : [route.middleware].flat();
    const limit = route["x-rate-limit"];
    // apiRoute requires a limit; a route made some other way fails here, as the server starts.
    if (!limit) throw new Error(`The route ${route.path} names no rate limit (shared/domain/rate-limits.ts)`);
    const middleware = [...GUARDS[route["x-access"] ?? "public"], limitFor(limit), ...own];
    return register({ ...route, middleware } as typeof route, handler, hook);
  }) as typeof register;
  return app;
}

const GZIP_TYPE = { ...JSON_TYPE, "content-encoding": "gzip", vary: "Accept-Encoding" };

/**
 * Sends JSON serialized ahead (standings/serialized.ts) as it is, or compressed ahead to a client
 * that accepts gzip (the compress middleware leaves an encoded body alone). The body's type names
 * the contract it satisfies, so the one cast here lets the route stay checked against its schema.
 */
export function jsonText<T, S extends ContentfulStatusCode>(c: Context, body: JsonBody<T>, status: S) {
  const gzip = acceptsGzip(c.req.header("accept-encoding"));
  const bytes = gzip ? body.gzip() : body.identity();
  return c.body(bytes as Uint8Array<ArrayBuffer>, status, gzip ? GZIP_TYPE : JSON_TYPE) as unknown as Response &
    TypedResponse<JSONParsed<T>, S, "json">;
}
