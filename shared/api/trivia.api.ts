import { triviaStatsSchema } from "../contracts/profile.ts";
import {
  answerBodySchema,
  answerResponseSchema,
  dailyTriviaSchema,
  submitBodySchema,
  submitResponseSchema,
  triviaRaceSchema,
  unlockResponseSchema,
} from "../contracts/trivia.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["Trivia"];
const playLimit = { name: "triviaPlay", per: "user" } as const;

export const triviaStatsRoute = apiRoute({
  method: "get",
  path: "/trivia/stats",
  tags,
  summary: "The caller's trivia counters (a streak broken by a missed day reads 0)",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(triviaStatsSchema, "The counters") },
});

export const dailyTriviaRoute = apiRoute({
  method: "get",
  path: "/trivia/daily",
  tags,
  summary: "Today's global and league questions as the caller may see them",
  description:
    "A locked question has no text or choices; the answer key comes only once a question is answered or timed out.",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(dailyTriviaSchema, "Today's trivia, with the server's clock") },
});

export const unlockQuestionRoute = apiRoute({
  method: "post",
  path: "/trivia/questions/{id}/unlock",
  tags,
  summary: "Start a question's countdown on the server's clock (again: the same deadline)",
  access: "player",
  limit: playLimit,
  request: { params: pathParams("id") },
  responses: { 200: json(unlockResponseSchema, "The question, its choices and its deadline"), ...errors(404, 409) },
});

export const answerQuestionRoute = apiRoute({
  method: "post",
  path: "/trivia/answer",
  tags,
  summary: "Answer an unlocked question once (late or empty is a timeout)",
  access: "player",
  limit: playLimit,
  request: { body: jsonBody(answerBodySchema) },
  responses: { 200: json(answerResponseSchema, "The stored answer and its answer key"), ...errors(404, 409) },
});

export const submitTriviaRoute = apiRoute({
  method: "post",
  path: "/trivia/submit",
  tags,
  summary: "Close the day's global set once: unanswered questions time out, the streak moves",
  access: "player",
  limit: playLimit,
  request: { body: jsonBody(submitBodySchema) },
  responses: { 200: json(submitResponseSchema, "The day's result and streak"), ...errors(409) },
});

export const triviaRaceRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/trivia/race",
  tags: ["Trivia", "Leagues"],
  summary: "Today's trivia progress of a league's members (scores only between finishers)",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(triviaRaceSchema, "The racers, leaders first"), ...errors(404) },
});
