import { Hono } from "hono";
import { SYNC_FAILED_MESSAGE } from "../../../shared/contracts/games.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { HttpError } from "../../http/errors.ts";
import { idParam } from "../../http/validate.ts";
import { recalculateBoundaries } from "./boundaries.service.ts";
import { runSync } from "./sync.runner.ts";

export const adminSyncRoutes = new Hono<AppEnv>()
  .post("/sync", async (c) => {
    try {
      const result = await runSync();
      return c.json({ message: "Sync complete!", ...result });
    } catch {
      throw new HttpError(502, SYNC_FAILED_MESSAGE);
    }
  })
  .post("/weeks/:id/recalculate-boundaries", async (c) => {
    const week = await recalculateBoundaries(idParam(c, "id", "Week not found"));
    return c.json({ message: `Week boundaries updated for ${week.label}`, week });
  });
