import {
  extractTopicsBodySchema,
  extractTopicsResponseSchema,
  leagueGenerateBodySchema,
  leagueGenerateResponseSchema,
} from "../contracts/trivia-questions.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["League trivia"];
// Each call may be a request to the AI service.
const limit = { name: "leagueTrivia", per: "user" } as const;

export const extractTopicsRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/trivia/extract-topics",
  tags,
  summary: "The teams, conferences and mascots a description names (owner only)",
  access: "user",
  limit,
  request: { params: pathParams("id"), body: jsonBody(extractTopicsBodySchema) },
  responses: { 200: json(extractTopicsResponseSchema, "The topics found"), ...errors(403, 404, 409, 422, 502) },
});

export const generateLeagueTriviaRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/trivia/generate",
  tags,
  summary: "Add questions about the chosen topics to the league's trivia (owner only)",
  description:
    "The questions come back without their answers: the season bank behind them also seeds the global trivia.",
  access: "user",
  limit,
  request: { params: pathParams("id"), body: jsonBody(leagueGenerateBodySchema) },
  responses: {
    200: json(leagueGenerateResponseSchema, "The stored questions, without answers"),
    ...errors(403, 404, 409, 422, 502),
  },
});
