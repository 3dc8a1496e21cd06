import * as routes from "../../../shared/api/profile.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { pointsTotalOf } from "../../auth/session-user.ts";
import { toCurrentUser } from "../../auth/user.mapper.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { leagueHonors } from "../leagues/league-history.service.ts";
import { changeFavoriteTeam, changeHandle, checkHandle, completeSetup, suggestFreeHandle } from "./profile.service.ts";

export const profileRoutes = featureRoutes()
  .openapi(routes.checkHandleRoute, async (c) =>
    c.json(await checkHandle(userOf(c).id, c.req.valid("query").handle), 200),
  )
  .openapi(routes.suggestHandleRoute, async (c) => c.json({ handle: await suggestFreeHandle(userOf(c)) }, 200))
  .openapi(routes.setHandleRoute, async (c) => {
    const user = await completeSetup(userOf(c), c.req.valid("json"));
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)), 200);
  })
  .openapi(routes.updateProfileRoute, async (c) => {
    const body = c.req.valid("json");
    const user = userOf(c);
    const updated =
      "handle" in body
        ? await changeHandle(user, body.handle)
        : await changeFavoriteTeam(user, body.favoriteTeam, body.favoriteTeamColor);
    return c.json(toCurrentUser(updated, await pointsTotalOf(updated.id)), 200);
  })
  .openapi(routes.leagueHonorsRoute, async (c) => c.json(await leagueHonors(userOf(c).id), 200));
