import { currentUserSchema } from "../contracts/auth.ts";
import { leagueHonorsSchema } from "../contracts/league-history.ts";
import {
  checkHandleQuerySchema,
  checkHandleResponseSchema,
  profileUpdateBodySchema,
  setHandleBodySchema,
  suggestHandleResponseSchema,
} from "../contracts/profile.ts";
import { apiRoute, errors, json, jsonBody } from "./openapi-kit.ts";

const tags = ["Profile"];

export const checkHandleRoute = apiRoute({
  method: "get",
  path: "/auth/check-handle",
  tags,
  summary: "Whether a username is valid and free for the caller",
  access: "user",
  limit: { name: "handleCheck", per: "user" },
  request: { query: checkHandleQuerySchema },
  responses: { 200: json(checkHandleResponseSchema, "Available, or why not") },
});

export const suggestHandleRoute = apiRoute({
  method: "get",
  path: "/auth/suggest-handle",
  tags,
  summary: "A free username made from the caller's sign-in name, numbered when the plain one is taken",
  access: "user",
  limit: { name: "handleCheck", per: "user" },
  responses: { 200: json(suggestHandleResponseSchema, "The suggested username") },
});

export const setHandleRoute = apiRoute({
  method: "patch",
  path: "/auth/set-handle",
  tags,
  summary: "Profile setup: choose a username, accept the terms, optionally pick a team",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { body: jsonBody(setHandleBodySchema) },
  responses: { 200: json(currentUserSchema, "The updated user"), ...errors(409) },
});

export const updateProfileRoute = apiRoute({
  method: "patch",
  path: "/me/profile",
  tags,
  summary: "Change the username ({ handle }) or the favourite team",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { body: jsonBody(profileUpdateBodySchema) },
  responses: { 200: json(currentUserSchema, "The updated user"), ...errors(409) },
});

export const leagueHonorsRoute = apiRoute({
  method: "get",
  path: "/me/league-honors",
  tags,
  summary: "The caller's weekly wins and league titles, in the leagues they are a member of",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  responses: { 200: json(leagueHonorsSchema, "One entry per league with a win or a title, by league name") },
});
