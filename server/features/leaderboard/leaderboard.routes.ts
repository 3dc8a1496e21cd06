import { Hono } from "hono";
import { leaderboardQuerySchema } from "../../../shared/contracts/leaderboard.ts";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { queryParams } from "../../http/validate.ts";
import { leaderboardPage } from "./leaderboard.service.ts";

export const leaderboardRoutes = new Hono<AppEnv>().get("/leaderboard", requireUser, async (c) => {
  const query = queryParams(c, leaderboardQuerySchema);
  return c.json(await leaderboardPage(userOf(c), query));
});
