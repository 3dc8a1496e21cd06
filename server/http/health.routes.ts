import { Hono } from "hono";
import { isDatabaseOpen } from "../db/index.ts";
import type { AppEnv } from "./app-env.ts";
import { drainingForSeconds } from "./drain.ts";
import { readiness } from "./readiness.ts";

// Probes answer what is true now: no cache on the way may keep an answer.
const NO_STORE = { "Cache-Control": "no-store" };

/** Operators' probes, outside /api and without a session (docs/decisions/023-health-metrics-and-logs.md). */
export const healthRoutes = new Hono<AppEnv>()
  // Alive: answers as long as the process serves HTTP, whatever the database or Redis do.
  .get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE))
  .get("/readyz", async (c) => {
    // Draining after SIGTERM: not ready from the first moment, without waiting on any check.
    const draining = drainingForSeconds();
    if (draining !== null) return c.json({ status: "draining", drainingForSeconds: draining }, 503, NO_STORE);
    // Starting: pages are served, but nothing that reads the database yet (decision 066).
    if (!isDatabaseOpen()) return c.json({ status: "starting" }, 503, NO_STORE);
    const state = await readiness();
    return c.json(state, state.status === "ready" ? 200 : 503, NO_STORE);
  });
