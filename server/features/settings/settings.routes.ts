import { Hono } from "hono";
import { pointsSettingsSchema } from "../../../shared/contracts/points.ts";
import { triviaSettingsUpdateSchema } from "../../../shared/contracts/settings.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { jsonBody } from "../../http/validate.ts";
import { getPointsSettings, getTriviaSettings, savePointsSettings, saveTriviaSettings } from "./settings.service.ts";

export const settingsRoutes = new Hono<AppEnv>()
  .get("/settings/points", async (c) => c.json(await getPointsSettings()))
  .get("/settings/trivia", async (c) => c.json(await getTriviaSettings()));

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/points", async (c) => c.json(await getPointsSettings()))
  .put("/points", async (c) => c.json(await savePointsSettings(await jsonBody(c, pointsSettingsSchema))))
  .get("/trivia", async (c) => c.json(await getTriviaSettings()))
  .put("/trivia", async (c) => c.json(await saveTriviaSettings(await jsonBody(c, triviaSettingsUpdateSchema))));
