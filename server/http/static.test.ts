import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { mountClient } from "./static.ts";

const dist = mkdtempSync(join(tmpdir(), "client-dist-"));
mkdirSync(join(dist, "assets"));
const script = `export const words = ${JSON.stringify("gridiron ".repeat(400))};\n`;
writeFileSync(join(dist, "assets", "index-abc123.js"), script);
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`,
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
mountClient(app, dist);
const gzip = { "accept-encoding": "gzip" };

describe("serving the built client", () => {
  it("sends scripts gzip-compressed, marked immutable for a year, to a browser that accepts gzip", async () => {
    const response = await app.request("/assets/index-abc123.js", { headers: gzip });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(text).toBe(script);
  });

  it("sends them as they are to a client that does not accept gzip", async () => {
    const response = await app.request("/assets/index-abc123.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it("sends the page compressed but not cacheable for long, and no lasting cache for an asset that does not exist", async () => {
    const page = await app.request("/leaderboards", { headers: gzip });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("cache-control")).toBeNull();
    const missing = await app.request("/assets/gone-000000.js", { headers: gzip });
    expect(missing.headers.get("cache-control")).not.toBe("public, max-age=31536000, immutable");
  });

  it("sends the home page with its first paint, not the page as it is on disk", async () => {
    const home = await app.request("/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html data-first-paint="landing">');
    expect(html).toContain("Sign In to Get Started");
  });
});
