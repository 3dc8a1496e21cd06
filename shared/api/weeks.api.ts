import { z } from "zod";
import { currentWeekResponseSchema, weekListItemSchema } from "../contracts/games.ts";
import { apiRoute, json } from "./openapi-kit.ts";

const tags = ["Weeks"];

export const currentWeekRoute = apiRoute({
  method: "get",
  path: "/weeks/current",
  tags,
  summary: "The current week's games, with the caller's picks when signed in",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(currentWeekResponseSchema, "The week, its games and the caller's picks") },
});

export const previousWeeksRoute = apiRoute({
  method: "get",
  path: "/weeks",
  tags,
  summary: "The weeks before the current one, newest first",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(z.array(weekListItemSchema), "The previous weeks") },
});
