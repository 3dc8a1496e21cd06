import {
  adminQuestionListSchema,
  aiGenerateBodySchema,
  aiStatusSchema,
  countResponseSchema,
  createQuestionBodySchema,
  deleteQuestionResponseSchema,
  triviaQuestionSchema,
} from "../contracts/trivia-questions.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

/* Mounted at /admin/trivia (admin.routes.ts), so these paths are relative to it. */
const tags = ["Admin trivia"];
const access = "admin";

export const listQuestionsRoute = apiRoute({
  method: "get",
  path: "/questions",
  tags,
  summary: "The global question bank, newest first (league questions are not listed)",
  access,
  limit: { name: "read", per: "user" },
  responses: { 200: json(adminQuestionListSchema, "The questions, each saying whether today's draw may ask it") },
});

export const createQuestionRoute = apiRoute({
  method: "post",
  path: "/questions",
  tags,
  summary: "Add a question to the global bank",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { body: jsonBody(createQuestionBodySchema) },
  responses: { 201: json(triviaQuestionSchema, "The stored question"), ...errors(409) },
});

export const deleteQuestionRoute = apiRoute({
  method: "delete",
  path: "/questions/{id}",
  tags,
  summary: "Delete any question, a league's too, with its attempts and daily slots",
  access,
  limit: { name: "adminWrite", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(deleteQuestionResponseSchema, "Deleted"), ...errors(404) },
});

export const seedQuestionsRoute = apiRoute({
  method: "post",
  path: "/seed",
  tags,
  summary: "Add the season bank's questions the global bank lacks",
  access,
  limit: { name: "adminJob", per: "user" },
  responses: { 200: json(countResponseSchema, "How many questions were added") },
});

export const aiStatusRoute = apiRoute({
  method: "get",
  path: "/ai-status",
  tags,
  summary: "Whether Generate with AI can work (its API key is set)",
  access,
  limit: { name: "read", per: "user" },
  responses: { 200: json(aiStatusSchema, "Configured, or the missing variable") },
});

export const generateQuestionsRoute = apiRoute({
  method: "post",
  path: "/generate",
  tags,
  summary: "Generate questions with the AI service into the global bank",
  description: "A 503 when no AI service is configured, a 502 when it fails or answers malformed output.",
  access,
  limit: { name: "adminJob", per: "user" },
  request: { body: jsonBody(aiGenerateBodySchema) },
  responses: {
    200: json(countResponseSchema, "How many questions were stored (duplicates are not)"),
    ...errors(502, 503),
  },
});
