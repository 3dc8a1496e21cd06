import { Hono } from "hono";
import {
  aiGenerateBodySchema,
  createQuestionBodySchema,
  QUESTION_DELETED_MESSAGE,
  QUESTION_NOT_FOUND_MESSAGE,
} from "../../../shared/contracts/trivia-questions.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { idParam, jsonBody } from "../../http/validate.ts";
import { aiStatus } from "../trivia-ai/trivia-ai.client.ts";
import {
  createGlobalQuestion,
  deleteQuestion,
  generateGlobalQuestions,
  listGlobalQuestions,
  seedGlobalQuestions,
} from "./trivia-questions.service.ts";

/** /api/admin/trivia/*: mounted inside adminRoutes, which refuses non-admins. */
export const adminTriviaRoutes = new Hono<AppEnv>()
  .get("/questions", async (c) => c.json(await listGlobalQuestions()))
  .post("/questions", async (c) => {
    const body = await jsonBody(c, createQuestionBodySchema);
    return c.json(await createGlobalQuestion(userOf(c).id, body), 201);
  })
  .delete("/questions/:id", async (c) => {
    await deleteQuestion(idParam(c, "id", QUESTION_NOT_FOUND_MESSAGE));
    return c.json({ message: QUESTION_DELETED_MESSAGE });
  })
  .post("/seed", async (c) => c.json(await seedGlobalQuestions(userOf(c).id)))
  .get("/ai-status", (c) => c.json(aiStatus()))
  .post("/generate", async (c) => {
    const body = await jsonBody(c, aiGenerateBodySchema);
    return c.json(await generateGlobalQuestions(userOf(c).id, body));
  });
