import { Hono } from "hono";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { idParam } from "../../http/validate.ts";
import { findVisibleLeague } from "../leagues/league-access.ts";
import { leagueSeasonStandings, leagueWeekStandings } from "./league-standings.service.ts";
import { JSON_TYPE } from "./serialized.ts";

/** League standings: a private league's are a 404 to anyone but its active members. */
export const standingsRoutes = new Hono<AppEnv>()
  .get("/leagues/:id/standings/season", requireUser, limitPerUser("expensiveRead"), async (c) => {
    const viewer = userOf(c);
    const league = await findVisibleLeague(viewer.id, c.req.param("id"));
    return c.body(await leagueSeasonStandings(viewer, league), 200, JSON_TYPE);
  })
  .get("/leagues/:id/standings/week/:weekId", requireUser, limitPerUser("expensiveRead"), async (c) => {
    const viewer = userOf(c);
    const league = await findVisibleLeague(viewer.id, c.req.param("id"));
    return c.body(await leagueWeekStandings(viewer, league, idParam(c, "weekId", "Week not found")), 200, JSON_TYPE);
  });
