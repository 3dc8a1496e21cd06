import type { MiddlewareHandler } from "hono";
import { isClientRoute } from "../../shared/routes.ts";
import { databaseOpened, isDatabaseOpen } from "../db/index.ts";

/** Built files and probes: none of them read from the database. */
const FILE_OR_PROBE = /^\/(?:assets\/|icons\/|[^/]+\.[a-z0-9]+$|healthz$|readyz$)/;
/** A league link's page carries preview tags read from the database (static.ts). */
const PREVIEWED_PAGE = /^\/(?:leagues\/join|l)\//;

/** True for a request answered without the database: GET or HEAD of a page of the app, a built file, a probe. */
export function servedWhileOpening(method: string, path: string) {
  if (method !== "GET" && method !== "HEAD") return false;
  return FILE_OR_PROBE.test(path) || (isClientRoute(path) && !PREVIEWED_PAGE.test(path));
}

/**
 * Until the database is open (a first start's initdb and migrations, decision 066), a request that
 * needs it waits for it rather than failing: the page is already in front of the player by then.
 */
export const waitForDatabase: MiddlewareHandler = async (c, next) => {
  if (!isDatabaseOpen() && !servedWhileOpening(c.req.method, c.req.path)) await databaseOpened();
  await next();
};
