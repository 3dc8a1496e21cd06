import * as routes from "../../../shared/api/trivia-questions.api.ts";
import { QUESTION_DELETED_MESSAGE, QUESTION_NOT_FOUND_MESSAGE } from "../../../shared/contracts/trivia-questions.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { aiStatus } from "../trivia-ai/trivia-ai.client.ts";
import {
  createGlobalQuestion,
  deleteQuestion,
  generateGlobalQuestions,
  listGlobalQuestions,
  seedGlobalQuestions,
} from "./trivia-questions.service.ts";

/** /api/admin/trivia/*: mounted inside adminRoutes; each contract admits admins only. */
export const adminTriviaRoutes = featureRoutes()
  .openapi(routes.listQuestionsRoute, async (c) => c.json(await listGlobalQuestions(), 200))
  .openapi(routes.createQuestionRoute, async (c) =>
    c.json(await createGlobalQuestion(userOf(c).id, c.req.valid("json")), 201),
  )
  .openapi(routes.deleteQuestionRoute, async (c) => {
    await deleteQuestion(idParam(c, "id", QUESTION_NOT_FOUND_MESSAGE));
    return c.json({ message: QUESTION_DELETED_MESSAGE } as const, 200);
  })
  .openapi(routes.seedQuestionsRoute, async (c) => c.json(await seedGlobalQuestions(userOf(c).id), 200))
  .openapi(routes.aiStatusRoute, (c) => c.json(aiStatus(), 200))
  .openapi(routes.generateQuestionsRoute, async (c) =>
    c.json(await generateGlobalQuestions(userOf(c).id, c.req.valid("json")), 200),
  );
