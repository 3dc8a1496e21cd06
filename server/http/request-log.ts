import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { logger, logsAt, withLog } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";

/** An incoming X-Request-Id is kept when it is a token of letters, digits, `_`, `-` and `=` (≤ 128); else a UUID. */
export const requestIds = requestId({ limitLength: 128 });

/** The pattern of the route that answered (`/api/leagues/:id`), never the path with its ids; `*` when none did. */
export const routeLabel = (c: Context) => routePath(c) || "*";

/** Gives the request a child logger carrying its id, also behind `logger` for everything the request runs. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const log = logger.child({ requestId: c.get("requestId") });
  c.set("log", log);
  const started = performance.now();
  await withLog(log, next);
  if (logsAt("debug"))
    log.debug(`${c.req.method} ${routeLabel(c)} ${c.res.status} in ${(performance.now() - started).toFixed(1)} ms`);
});
