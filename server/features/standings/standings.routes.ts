import * as routes from "../../../shared/api/standings.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes, jsonText } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { findVisibleLeagueKept } from "../leagues/visible-league.cache.ts";
import { leagueSeasonStandings, leagueWeekStandings } from "./league-standings.service.ts";

/**
 * League standings: a private league's are a 404 to anyone but its active members (the league and
 * the viewer's membership as kept in memory until they change, visible-league.cache.ts).
 */
export const standingsRoutes = featureRoutes()
  .openapi(routes.seasonStandingsRoute, async (c) => {
    const viewer = userOf(c);
    const league = await findVisibleLeagueKept(viewer.id, c.req.valid("param").id);
    return jsonText(c, await leagueSeasonStandings(viewer, league), 200);
  })
  .openapi(routes.weekStandingsRoute, async (c) => {
    const viewer = userOf(c);
    const league = await findVisibleLeagueKept(viewer.id, c.req.valid("param").id);
    return jsonText(c, await leagueWeekStandings(viewer, league, idParam(c, "weekId", "Week not found")), 200);
  });
