import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import { isClientRoute } from "../../shared/routes.ts";
import { readSessionCookie } from "../auth/cookies.ts";
import { isSharePath, shareMetaFor } from "../features/leagues/league-share.meta.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress } from "./client-address.ts";
import { pageFor, prepareFirstPaints } from "./first-paint.ts";
import { appOriginFor } from "./origin.middleware.ts";
import { limiting, withinRateLimit } from "./rate-limit.ts";

const builtClient = fileURLToPath(new URL("../../client/dist", import.meta.url));

/** Built file names carry a hash of their content: a browser may keep one for a year without asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * While `npm start` builds the client beside the starting server (decision 059) a page says so and
 * asks again every 2 s, so the browser shows the app as soon as the build is in place.
 */
const NOT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">' +
  "<title>Gridiron Picks is starting</title></head><body><p>Gridiron Picks is starting: its pages are being built " +
  "(by <code>npm start</code>, or run <code>npm run build</code>). This page reloads itself.</p></body></html>";

/**
 * Serves the built client: assets as files, RULES §2 routes as the SPA, anything else as the SPA with 404.
 * Its text (the page, scripts, styles) goes out gzip-compressed to browsers that accept it.
 */
export function mountClient(app: Hono<AppEnv>, distDir = builtClient) {
  const indexPath = `${distDir}/index.html`;
  prepareFirstPaints();
  app.use("*", compress());
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", IMMUTABLE);
  });
  app.use("/assets/*", serveStatic({ root: distDir }));
  // A league link's preview tags are read from the database: past the address's limit its page
  // comes without them (a person still gets the app), other pages are made from memory (exempt).
  const previewTags = async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    if (!isSharePath(url.pathname) || !(await withinRateLimit("sharePage", clientAddress(c)))) return "";
    return shareMetaFor(url, appOriginFor(c.req.url, c.req.header("host")));
  };
  const page = limiting(
    async (c: Context<AppEnv>) => {
      if (!existsSync(indexPath)) {
        return c.html(NOT_BUILT, isClientRoute(c.req.path) ? 503 : 404, { "Retry-After": "2" });
      }
      const html = await pageFor(readFileSync(indexPath, "utf8"), {
        path: c.req.path,
        hasSessionCookie: readSessionCookie(c) !== undefined,
        head: await previewTags(c),
      });
      return c.html(html, isClientRoute(c.req.path) ? 200 : 404);
    },
    { name: "sharePage", per: "address" },
  );
  // The home page is a page of the app, never client/dist/index.html as it is on disk.
  app.get("/", page);
  app.use("*", serveStatic({ root: distDir }));
  app.get("*", page);
}
