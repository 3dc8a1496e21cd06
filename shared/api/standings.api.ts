import { leagueSeasonStandingsSchema, leagueWeekStandingsSchema } from "../contracts/leaderboard.ts";
import { apiRoute, errors, json, pathParams } from "./openapi-kit.ts";

const tags = ["Standings"];
const limit = { name: "expensiveRead", per: "user" } as const;

export const seasonStandingsRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/standings/season",
  tags,
  summary: "A league's season standings (a private league is a 404 to non-members)",
  access: "user",
  limit,
  request: { params: pathParams("id") },
  responses: { 200: json(leagueSeasonStandingsSchema, "Every member in rank order"), ...errors(404) },
});

export const weekStandingsRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/standings/week/{weekId}",
  tags,
  summary: "A league's standings for one week (a private league is a 404 to non-members)",
  access: "user",
  limit,
  request: { params: pathParams("id", "weekId") },
  responses: { 200: json(leagueWeekStandingsSchema, "Every member in rank order"), ...errors(404) },
});
