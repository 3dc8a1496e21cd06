import type { MiddlewareHandler } from "hono";
import { databaseOpened, isDatabaseOpen } from "../db/index.ts";

/** What a browser needs for the first page, none of it read from the database: the home page and built files. */
const PAGE_OR_FILE = /^\/(?:$|assets\/|icons\/|[^/]+\.[a-z0-9]+$)/;

/** True for a request answered without the database: GET or HEAD of the home page, a built file, a probe. */
export function servedWhileOpening(method: string, path: string) {
  return (
    (method === "GET" || method === "HEAD") && (PAGE_OR_FILE.test(path) || path === "/healthz" || path === "/readyz")
  );
}

/**
 * Until the database is open (a first start's initdb and migrations, decision 066), a request that
 * needs it waits for it rather than failing: the page is already in front of the player by then.
 */
export const waitForDatabase: MiddlewareHandler = async (c, next) => {
  if (!isDatabaseOpen() && !servedWhileOpening(c.req.method, c.req.path)) await databaseOpened();
  await next();
};
