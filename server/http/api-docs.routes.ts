import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import { SESSION_SCHEME } from "../../shared/api/openapi-kit.ts";
import type { AppEnv } from "./app-env.ts";
import { limitPerUser } from "./rate-limit.ts";

type ApiApp = OpenAPIHono<AppEnv>;

const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const ASSETS = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

// An external script, not inline: the CSP allows scripts from this origin only.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#api-reference", deepLinking: true });`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gridiron Picks API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

/** The OpenAPI 3.1 document of every /api route (generated once from the routes' contracts). */
export function openApiDocument(api: ApiApp) {
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Gridiron Picks API",
      version: "1",
      description:
        "Every /api endpoint. Errors answer { message }. Writes must come from this origin (Origin or Sec-Fetch-Site), and a session is the cookie set at sign-in.",
    },
    servers: [{ url: "/api" }],
  });
}

/** GET /api/openapi.json and the reference page at /api/docs (Swagger UI, served from this origin). */
export function apiDocsRoutes(api: ApiApp) {
  api.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: "session",
    description: "The session cookie (named __Host-session when the app is served over HTTPS).",
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentOnce = () => {
    document ??= openApiDocument(api);
    return document;
  };
  const limit = limitPerUser("read");
  return new OpenAPIHono<AppEnv>()
    .get("/openapi.json", limit, (c) => c.json(documentOnce()))
    .get("/docs", limit, (c) => c.html(PAGE))
    .get("/docs/init.js", limit, (c) => c.body(INIT_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8" }))
    .get("/docs/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}", limit, async (c) => {
      const asset = c.req.param("asset") as keyof typeof ASSETS;
      const body = await readFile(join(swaggerDir, asset));
      return c.body(body, 200, { "content-type": ASSETS[asset], "cache-control": "public, max-age=86400" });
    });
}
