import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { env } from "../env.ts";
import { metricsRegistry } from "../metrics.ts";
import type { AppEnv } from "./app-env.ts";
import { clientAddress, isLoopbackAddress } from "./client-address.ts";

// A proxy on this machine connects from loopback: what it relays came from elsewhere.
const RELAYED = ["x-forwarded-for", "x-real-ip", "forwarded"];

/** This machine asking directly (in-process requests have no address), not through a proxy. */
function fromThisMachine(c: Context): boolean {
  const address = clientAddress(c);
  if (address !== null && !isLoopbackAddress(address)) return false;
  return !RELAYED.some((header) => c.req.header(header) !== undefined);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearsToken(c: Context): boolean {
  const token = env().METRICS_TOKEN;
  const header = c.req.header("authorization");
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice(7)), digest(token));
}

/** Prometheus text for this process: to this machine, or to whoever bears METRICS_TOKEN; others find nothing here. */
export const metricsRoutes = new Hono<AppEnv>().get("/metrics", async (c) => {
  if (!fromThisMachine(c) && !bearsToken(c)) return c.json({ message: "Not found" }, 404);
  const text = await metricsRegistry.metrics();
  return c.body(text, 200, { "Content-Type": metricsRegistry.contentType, "Cache-Control": "no-store" });
});
