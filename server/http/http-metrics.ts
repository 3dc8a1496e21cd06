import { createMiddleware } from "hono/factory";
import { httpRequestDuration } from "../metrics.ts";
import type { AppEnv } from "./app-env.ts";
import { routeLabel } from "./request-log.ts";

// Any other method is one label value: a caller cannot grow the metric's series by inventing methods.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Times every request by method, route pattern and status. */
export const httpMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
  const labels = { method, route: routeLabel(c), status: String(c.res.status) };
  httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
});
