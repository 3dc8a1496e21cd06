import { pointsSettingsSchema } from "../contracts/points.ts";
import { triviaSettingsSchema, triviaSettingsUpdateSchema } from "../contracts/settings.ts";
import { apiRoute, json, jsonBody } from "./openapi-kit.ts";

const tags = ["Settings"];

export const pointsSettingsRoute = apiRoute({
  method: "get",
  path: "/settings/points",
  tags,
  summary: "The points each pick outcome scores",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(pointsSettingsSchema, "The points settings") },
});

export const triviaSettingsRoute = apiRoute({
  method: "get",
  path: "/settings/trivia",
  tags,
  summary: "The trivia answer time limit and streak bonus amounts",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(triviaSettingsSchema, "The trivia settings") },
});

/* The admin routes below are mounted at /admin/settings (admin.routes.ts), so their paths are relative to it. */
const adminTags = ["Admin"];

export const adminPointsSettingsRoute = apiRoute({
  method: "get",
  path: "/points",
  tags: adminTags,
  summary: "The points settings, for editing",
  access: "admin",
  limit: { name: "read", per: "user" },
  responses: { 200: json(pointsSettingsSchema, "The points settings") },
});

export const savePointsSettingsRoute = apiRoute({
  method: "put",
  path: "/points",
  tags: adminTags,
  summary: "Replace the points settings (later gradings use them)",
  access: "admin",
  limit: { name: "adminWrite", per: "user" },
  request: { body: jsonBody(pointsSettingsSchema) },
  responses: { 200: json(pointsSettingsSchema, "The saved settings") },
});

export const adminTriviaSettingsRoute = apiRoute({
  method: "get",
  path: "/trivia",
  tags: adminTags,
  summary: "The trivia settings, for editing",
  access: "admin",
  limit: { name: "read", per: "user" },
  responses: { 200: json(triviaSettingsSchema, "The trivia settings") },
});

export const saveTriviaSettingsRoute = apiRoute({
  method: "put",
  path: "/trivia",
  tags: adminTags,
  summary: "Change the answer time limit and, when given, the streak bonus amounts",
  access: "admin",
  limit: { name: "adminWrite", per: "user" },
  request: { body: jsonBody(triviaSettingsUpdateSchema) },
  responses: { 200: json(triviaSettingsSchema, "The saved settings") },
});
