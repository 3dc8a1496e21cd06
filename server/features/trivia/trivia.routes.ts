import * as routes from "../../../shared/api/trivia.api.ts";
import { NOT_TODAYS_QUESTION_MESSAGE } from "../../../shared/contracts/trivia.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { answerQuestion, dailyTrivia, unlockQuestion } from "./trivia-play.service.ts";
import { leagueTriviaRace } from "./trivia-race.service.ts";
import { triviaStats } from "./trivia-stats.service.ts";
import { submitTrivia } from "./trivia-submit.service.ts";

/** RULES §7 trivia calls, the unlock that starts a question's countdown on the server, and a league's race. */
export const triviaRoutes = featureRoutes()
  .openapi(routes.triviaStatsRoute, async (c) => c.json(await triviaStats(userOf(c).id), 200))
  .openapi(routes.dailyTriviaRoute, async (c) => c.json(await dailyTrivia(userOf(c).id), 200))
  .openapi(routes.unlockQuestionRoute, async (c) =>
    c.json(await unlockQuestion(userOf(c).id, idParam(c, "id", NOT_TODAYS_QUESTION_MESSAGE)), 200),
  )
  .openapi(routes.answerQuestionRoute, async (c) =>
    c.json(await answerQuestion(userOf(c).id, c.req.valid("json")), 200),
  )
  .openapi(routes.submitTriviaRoute, async (c) => c.json(await submitTrivia(userOf(c).id, c.req.valid("json")), 200))
  // League ids are checked by league-access (malformed → 404).
  .openapi(routes.triviaRaceRoute, async (c) =>
    c.json(await leagueTriviaRace(userOf(c).id, c.req.valid("param").id), 200),
  );
