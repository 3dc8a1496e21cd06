import { z } from "zod";
import { myPickSchema, pickSchema, userWeekPickSchema } from "../contracts/games.ts";
import { idSchema } from "../domain/id.ts";
import { pickInputSchema } from "../domain/pick.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["Picks"];

/** The week shown: the current one without weekId. */
const userPicksQuerySchema = z.object({ weekId: idSchema("weekId must be a week id").optional() });

export const savePickRoute = apiRoute({
  method: "post",
  path: "/picks",
  tags,
  summary: "Save or replace the caller's pick of a game (until kickoff)",
  access: "player",
  limit: { name: "pickWrite", per: "user" },
  request: { body: jsonBody(pickInputSchema) },
  responses: { 200: json(pickSchema, "The saved pick"), ...errors(404, 409) },
});

export const myPicksRoute = apiRoute({
  method: "get",
  path: "/me/picks",
  tags,
  summary: "The caller's picks in kickoff order, each with its game, week and points",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(z.array(myPickSchema), "The caller's picks") },
});

export const userPicksRoute = apiRoute({
  method: "get",
  path: "/users/{id}/picks/current",
  tags,
  summary: "A player's picks of a week (the current one without weekId): only locked games, unless they are yours",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  request: { params: pathParams("id"), query: userPicksQuerySchema },
  responses: { 200: json(z.array(userWeekPickSchema), "The picks in kickoff order"), ...errors(404) },
});
