import { Hono } from "hono";
import { answerBodySchema, NOT_TODAYS_QUESTION_MESSAGE, submitBodySchema } from "../../../shared/contracts/trivia.ts";
import { requirePlayer, requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { idParam, jsonBody } from "../../http/validate.ts";
import { answerQuestion, dailyTrivia, unlockQuestion } from "./trivia-play.service.ts";
import { leagueTriviaRace } from "./trivia-race.service.ts";
import { triviaStats } from "./trivia-stats.service.ts";
import { submitTrivia } from "./trivia-submit.service.ts";

/** RULES §7 trivia calls, the unlock that starts a question's countdown on the server, and a league's race. */
export const triviaRoutes = new Hono<AppEnv>()
  .use("/trivia/*", requireUser)
  .get("/trivia/stats", async (c) => c.json(await triviaStats(userOf(c).id)))
  .get("/trivia/daily", async (c) => c.json(await dailyTrivia(userOf(c).id)))
  .post("/trivia/questions/:id/unlock", requirePlayer, limitPerUser("triviaPlay"), async (c) =>
    c.json(await unlockQuestion(userOf(c).id, idParam(c, "id", NOT_TODAYS_QUESTION_MESSAGE))),
  )
  .post("/trivia/answer", requirePlayer, limitPerUser("triviaPlay"), async (c) =>
    c.json(await answerQuestion(userOf(c).id, await jsonBody(c, answerBodySchema))),
  )
  .post("/trivia/submit", requirePlayer, limitPerUser("triviaPlay"), async (c) =>
    c.json(await submitTrivia(userOf(c).id, await jsonBody(c, submitBodySchema))),
  )
  .get("/leagues/:id/trivia/race", requireUser, limitPerUser("expensiveRead"), async (c) =>
    c.json(await leagueTriviaRace(userOf(c).id, c.req.param("id"))),
  );
