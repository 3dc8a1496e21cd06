import { leaderboardRoute } from "../../../shared/api/leaderboard.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes, jsonText } from "../../http/openapi.ts";
import { leaderboardPage } from "./leaderboard.service.ts";

export const leaderboardRoutes = featureRoutes().openapi(leaderboardRoute, async (c) =>
  jsonText(c, await leaderboardPage(userOf(c), c.req.valid("query")), 200),
);
