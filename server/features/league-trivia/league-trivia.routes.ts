import { Hono } from "hono";
import { extractTopicsBodySchema, leagueGenerateBodySchema } from "../../../shared/contracts/trivia-questions.ts";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { jsonBody } from "../../http/validate.ts";
import { extractLeagueTopics, generateLeagueTrivia } from "./league-trivia.service.ts";

/** /api/leagues/{id}/trivia/*: the league owner's trivia generator (league ids are checked by league-access). */
export const leagueTriviaRoutes = new Hono<AppEnv>()
  .use("/leagues/:id/trivia/*", requireUser)
  .post("/leagues/:id/trivia/extract-topics", limitPerUser("leagueTrivia"), async (c) => {
    const { description } = await jsonBody(c, extractTopicsBodySchema);
    return c.json(await extractLeagueTopics(userOf(c).id, c.req.param("id"), description));
  })
  .post("/leagues/:id/trivia/generate", limitPerUser("leagueTrivia"), async (c) => {
    const body = await jsonBody(c, leagueGenerateBodySchema);
    return c.json(await generateLeagueTrivia(userOf(c).id, c.req.param("id"), body));
  });
