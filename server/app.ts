import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { loadSession } from "./auth/auth.middleware.ts";
import { arrivalQueuesInUse, inArrivalOrder } from "./db/arrival-queue.ts";
import { databaseRefusal, pgErrorOf, unreachableDatabaseCode } from "./db/errors.ts";
import { DomainError } from "./domain-errors.ts";
import { env } from "./env.ts";
import { leagueShareRoutes } from "./features/leagues/league-share.routes.ts";
import { apiDocsRoutes } from "./http/api-docs.routes.ts";
import type { AppEnv } from "./http/app-env.ts";
import { canonicalRequest } from "./http/canonical-ids.ts";
import { compressWhenAccepted } from "./http/compress.ts";
import { waitForDatabase } from "./http/database-gate.ts";
import { HttpError, statusOf } from "./http/errors.ts";
import { healthRoutes } from "./http/health.routes.ts";
import { httpMetrics } from "./http/http-metrics.ts";
import { metricsRoutes } from "./http/metrics.routes.ts";
import { sameOriginWrites } from "./http/origin.middleware.ts";
import { requestIds, requestLog } from "./http/request-log.ts";
import { themeInit } from "./http/theme-init.ts";
import { jsonBodyGuard } from "./http/validate.ts";
import { requireSocketSession } from "./realtime/matchmake.guard.ts";
import { apiRoutes } from "./routes.ts";

export function createApp() {
  const app = new Hono<AppEnv>();
  // First, so every later middleware, handler and onError logs with the request's id and is timed.
  app.use("*", requestIds, requestLog, httpMetrics);
  // A process listens before its database is open; a request that needs it waits (decision 066).
  app.use("*", waitForDatabase);
  // On PGlite a request's statements go before those of requests that arrived after it (on
  // PostgreSQL there is no queue to order, and the async context per request is not free).
  app.use("*", (_c, next) => (arrivalQueuesInUse() ? inArrivalOrder(next) : next()));
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", themeInit.cspSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Team logos come from an outside CDN over https, unless the operator turned them off.
        imgSrc: env().TEAM_LOGOS ? ["'self'", "data:", "https:"] : ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"], // covers this origin's ws:/wss: too (CSP Level 3), and no other host
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // The matchmaker checks the session before anything reads a body; then every route has a limit.
  app.use("/matchmake/*", requireSocketSession);
  // The unread rest of the body would sit in front of the connection's next request: close it instead.
  const tooLarge = (c: Context) => c.json({ message: "Request body is too large" }, 413, { Connection: "close" });
  const limitBody = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge });
  // A GET or HEAD has no body here (@hono/node-server gives it none), and asking for one builds the
  // full Request object that the server otherwise never needs.
  app.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));
  // Operators' probes and metrics: outside /api, without a session, not in the API's document.
  app.route("/", healthRoutes);
  app.route("/", metricsRoutes);
  app.route("/", leagueShareRoutes);
  // The week's games are ~30 KB of JSON: on a phone's connection gzip takes them to a sixth.
  app.use("/api/*", compressWhenAccepted, sameOriginWrites, loadSession, jsonBodyGuard);
  app.route("/api", apiRoutes);
  app.route("/api", apiDocsRoutes(apiRoutes));
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || "Bad request" }, error.status);
    }
    if (error instanceof DomainError) return c.json({ message: error.message }, statusOf(error));
    const refusal = databaseRefusal(error);
    if (refusal) {
      const pg = pgErrorOf(error);
      c.var.log.warn(
        `Database refused ${c.req.method} ${c.req.path} with ${refusal.status}: ${unreachableDatabaseCode(error) ?? pg?.code} ${pg?.detail ?? ""}`,
      );
      if (refusal.status === 503) c.header("Retry-After", "1");
      return c.json({ message: refusal.message }, refusal.status);
    }
    c.var.log.error("Unhandled error", error);
    return c.json({ message: "Internal server error" }, 500);
  });
  // Before routing, so params, queries and everything keyed by them see one spelling of an id.
  const dispatch = app.fetch;
  app.fetch = (request, ...rest) => dispatch(canonicalRequest(request), ...rest);
  return app;
}

export type App = ReturnType<typeof createApp>;
