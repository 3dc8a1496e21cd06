import { createMiddleware } from "hono/factory";
import { env } from "../env.ts";
import { forbidden } from "./errors.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The app's own origin: APP_ORIGIN when set, else the origin the request was addressed to. */
export function appOriginFor(requestUrl: string, hostHeader?: string | null): string {
  const configured = env().APP_ORIGIN;
  if (configured) return new URL(configured).origin;
  const url = new URL(requestUrl);
  return hostHeader ? `${url.protocol}//${hostHeader}` : url.origin;
}

export function isForeignOrigin(origin: string | null | undefined, ownOrigin: string, fetchSite?: string | null) {
  if (origin) return origin !== ownOrigin;
  return fetchSite === "cross-site";
}

/** Refuses cross-origin writes; requests without Origin (non-browser clients) are judged by Sec-Fetch-Site. */
export const sameOriginWrites = createMiddleware(async (c, next) => {
  if (WRITE_METHODS.has(c.req.method)) {
    const own = appOriginFor(c.req.url, c.req.header("host"));
    if (isForeignOrigin(c.req.header("origin"), own, c.req.header("sec-fetch-site"))) {
      throw forbidden("Cross-origin request refused");
    }
  }
  await next();
});
