import * as routes from "../../../shared/api/picks.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { toPickDto } from "../weeks/game.mapper.ts";
import { myPicks, savePick, userPicksForWeek } from "./picks.service.ts";

export const picksRoutes = featureRoutes()
  .openapi(routes.savePickRoute, async (c) => c.json(toPickDto(await savePick(userOf(c).id, c.req.valid("json"))), 200))
  .openapi(routes.myPicksRoute, async (c) => c.json(await myPicks(userOf(c).id), 200))
  .openapi(routes.userPicksRoute, async (c) => {
    const userId = idParam(c, "id", "User not found");
    return c.json(await userPicksForWeek(userOf(c).id, userId, c.req.valid("query").weekId), 200);
  });
