import * as routes from "../../../shared/api/weeks.api.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { currentWeekView, previousWeeks } from "./weeks.service.ts";

export const weeksRoutes = featureRoutes()
  // Public: signed-out visitors see the games, a session adds its picks.
  .openapi(routes.currentWeekRoute, async (c) => c.json(await currentWeekView(c.get("user")?.id ?? null), 200))
  .openapi(routes.previousWeeksRoute, async (c) => c.json(await previousWeeks(), 200));
