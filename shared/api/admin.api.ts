import {
  adminCurrentWeekSchema,
  adminUserListSchema,
  deleteUserResponseSchema,
  recalculateBoundariesResponseSchema,
  regradeGameResponseSchema,
  syncBudgetSchema,
  syncResponseSchema,
} from "../contracts/admin.ts";
import { finalizeBodySchema, gameSchema, popularBodySchema } from "../contracts/games.ts";
import { REGRADE_ALL_CONTENT_TYPE, regradeAllLineSchema } from "../contracts/regrade-all.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

/* Mounted at /admin (server/routes.ts), so these paths are relative to it. */
const tags = ["Admin"];
const access = "admin";

export const listUsersRoute = apiRoute({
  method: "get",
  path: "/users",
  tags,
  summary: "Every user with their points total, most points first",
  access,
  limit: { name: "expensiveRead", per: "user" },
  responses: { 200: json(adminUserListSchema, "The users") },
});

export const deleteUserRoute = apiRoute({
  method: "delete",
  path: "/users/{id}",
  tags,
  summary: "Delete a user with their sessions, picks, points and memberships",
  description: "An admin cannot delete their own account here (400).",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(deleteUserResponseSchema, "Deleted"), ...errors(400, 404) },
});

export const adminCurrentWeekRoute = apiRoute({
  method: "get",
  path: "/current-week",
  tags,
  summary: "The current week's games, with the server's time",
  access,
  limit: { name: "read", per: "user" },
  responses: { 200: json(adminCurrentWeekSchema, "The week (null before the first sync) and its games") },
});

export const setPopularRoute = apiRoute({
  method: "patch",
  path: "/games/{id}/popular",
  tags,
  summary: "Mark a game popular or not",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(popularBodySchema) },
  responses: { 200: json(gameSchema, "The game as changed"), ...errors(404) },
});

export const finalizeGameRoute = apiRoute({
  method: "post",
  path: "/finalize/{gameId}",
  tags,
  summary: "Set a game's final score and grade its picks",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("gameId"), body: jsonBody(finalizeBodySchema) },
  responses: { 200: json(gameSchema, "The final game"), ...errors(404) },
});

export const regradeGameRoute = apiRoute({
  method: "post",
  path: "/regrade/{gameId}",
  tags,
  summary: "Grade a final game's picks again with the current points settings",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("gameId") },
  responses: { 200: json(regradeGameResponseSchema, "Regraded"), ...errors(404, 409) },
});

// The media type is typed as any string: the stream is no JSON document, so its handler answers a plain Response.
const regradeAllLines: Record<string, { schema: typeof regradeAllLineSchema }> = {
  [REGRADE_ALL_CONTENT_TYPE]: { schema: regradeAllLineSchema },
};

export const regradeAllRoute = apiRoute({
  method: "post",
  path: "/regrade-all",
  tags,
  summary: "Regrade every final game of the current season, streaming the progress",
  description:
    "Newline-delimited JSON, one line per line schema: `{done, total}` before the first game and after each, then a last line with `message` (every game regraded) or `error`. The status is 200 once the stream starts, so a failure mid-way is the `error` line (docs/decisions/013).",
  access,
  limit: { name: "adminJob", per: "user" },
  responses: { 200: { description: "The progress, one JSON line at a time", content: regradeAllLines } },
});

export const syncRoute = apiRoute({
  method: "post",
  path: "/sync",
  tags,
  summary: "Sync games, scores and polls from the games provider now",
  access,
  limit: { name: "adminJob", per: "user" },
  responses: { 200: json(syncResponseSchema, "Synced"), ...errors(502) },
});

export const syncBudgetRoute = apiRoute({
  method: "get",
  path: "/sync-budget",
  tags,
  summary: "The games provider's calls this month, and how often the sync polls and syncs now",
  description:
    "With a CFBD key: CFBD_MONTHLY_CALLS, the calls every process counted this month (UTC) and the intervals the budget allows now (docs/decisions/032). With the replay: no budget, no call counted.",
  access,
  limit: { name: "read", per: "user" },
  responses: { 200: json(syncBudgetSchema, "The budget and the pace") },
});

export const recalculateBoundariesRoute = apiRoute({
  method: "post",
  path: "/weeks/{id}/recalculate-boundaries",
  tags,
  summary: "Set a week's start and end from its games' kickoffs (Central)",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(recalculateBoundariesResponseSchema, "The week as changed"), ...errors(404, 409) },
});
