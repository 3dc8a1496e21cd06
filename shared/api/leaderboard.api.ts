import { leaderboardQuerySchema, leaderboardResponseSchema } from "../contracts/leaderboard.ts";
import { apiRoute, errors, json } from "./openapi-kit.ts";

export const leaderboardRoute = apiRoute({
  method: "get",
  path: "/leaderboard",
  tags: ["Leaderboard"],
  summary: "One page of the current week's, a previous week's or the all-time board",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  request: { query: leaderboardQuerySchema },
  responses: {
    200: json(leaderboardResponseSchema, "The page, the caller's entry and the board's size"),
    ...errors(404),
  },
});
