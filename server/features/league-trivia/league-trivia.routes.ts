import * as routes from "../../../shared/api/league-trivia.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { extractLeagueTopics, generateLeagueTrivia } from "./league-trivia.service.ts";

/** /api/leagues/{id}/trivia/*: the league owner's trivia generator (league ids are checked by league-access). */
export const leagueTriviaRoutes = featureRoutes()
  .openapi(routes.extractTopicsRoute, async (c) =>
    c.json(await extractLeagueTopics(userOf(c).id, c.req.valid("param").id, c.req.valid("json").description), 200),
  )
  .openapi(routes.generateLeagueTriviaRoute, async (c) =>
    c.json(await generateLeagueTrivia(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
