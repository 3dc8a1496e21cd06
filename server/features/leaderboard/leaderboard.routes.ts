import { Hono } from "hono";
import { leaderboardQuerySchema } from "../../../shared/contracts/leaderboard.ts";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { queryParams } from "../../http/validate.ts";
import { JSON_TYPE } from "../standings/serialized.ts";
import { leaderboardPage } from "./leaderboard.service.ts";

export const leaderboardRoutes = new Hono<AppEnv>().get(
  "/leaderboard",
  requireUser,
  limitPerUser("expensiveRead"),
  async (c) => {
    const query = queryParams(c, leaderboardQuerySchema);
    return c.body(await leaderboardPage(userOf(c), query), 200, JSON_TYPE);
  },
);
