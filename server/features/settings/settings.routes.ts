import * as routes from "../../../shared/api/settings.api.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { getPointsSettings, getTriviaSettings, savePointsSettings, saveTriviaSettings } from "./settings.service.ts";

export const settingsRoutes = featureRoutes()
  .openapi(routes.pointsSettingsRoute, async (c) => c.json(await getPointsSettings(), 200))
  .openapi(routes.triviaSettingsRoute, async (c) => c.json(await getTriviaSettings(), 200));

/** Mounted by admin.routes.ts at /admin/settings. */
export const adminSettingsRoutes = featureRoutes()
  .openapi(routes.adminPointsSettingsRoute, async (c) => c.json(await getPointsSettings(), 200))
  .openapi(routes.savePointsSettingsRoute, async (c) => c.json(await savePointsSettings(c.req.valid("json")), 200))
  .openapi(routes.adminTriviaSettingsRoute, async (c) => c.json(await getTriviaSettings(), 200))
  .openapi(routes.saveTriviaSettingsRoute, async (c) => c.json(await saveTriviaSettings(c.req.valid("json")), 200));
