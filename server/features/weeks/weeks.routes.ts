import { Hono } from "hono";
import { requireUser } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { currentWeekView, previousWeeks } from "./weeks.service.ts";

export const weeksRoutes = new Hono<AppEnv>()
  .get("/weeks/current", async (c) => c.json(await currentWeekView(c.get("user")?.id ?? null)))
  .get("/weeks", requireUser, async (c) => c.json(await previousWeeks()));
