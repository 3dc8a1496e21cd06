import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { isClientRoute } from "../../shared/routes.ts";
import type { AppEnv } from "./app-env.ts";

const builtClient = fileURLToPath(new URL("../../client/dist", import.meta.url));

/** Built file names carry a hash of their content: a browser may keep one for a year without asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built client: assets as files, SPEC §2 routes as the SPA, anything else as the SPA with 404.
 * Its text (the page, scripts, styles) goes out gzip-compressed to browsers that accept it.
 */
export function mountClient(app: Hono<AppEnv>, distDir = builtClient) {
  const indexPath = `${distDir}/index.html`;
  app.use("*", compress());
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", IMMUTABLE);
  });
  app.use("/assets/*", serveStatic({ root: distDir }));
  app.use("*", serveStatic({ root: distDir }));
  app.get("*", (c) => {
    if (!existsSync(indexPath)) {
      return c.text("The client is not built yet: run `npm run build`.", isClientRoute(c.req.path) ? 503 : 404);
    }
    const html = readFileSync(indexPath, "utf8");
    return c.html(html, isClientRoute(c.req.path) ? 200 : 404);
  });
}
