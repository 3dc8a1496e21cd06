import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { isClientRoute } from "../../shared/routes.ts";
import type { AppEnv } from "./app-env.ts";

const distDir = fileURLToPath(new URL("../../client/dist", import.meta.url));

/** Serves the built client: assets as files, SPEC §2 routes as the SPA, anything else as the SPA with 404. */
export function mountClient(app: Hono<AppEnv>) {
  const indexPath = `${distDir}/index.html`;
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
