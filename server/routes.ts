import { Hono } from "hono";
import { profileRoutes } from "./features/profile/profile.routes.ts";
import { adminSettingsRoutes, settingsRoutes } from "./features/settings/settings.routes.ts";
import { teamsRoutes } from "./features/teams/teams.routes.ts";
import { triviaRoutes } from "./features/trivia/trivia.routes.ts";
import type { AppEnv } from "./http/app-env.ts";

const adminRoutes = new Hono<AppEnv>().route("/settings", adminSettingsRoutes);

/** Every feature's routes, mounted under /api. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", profileRoutes)
  .route("/", teamsRoutes)
  .route("/", settingsRoutes)
  .route("/", triviaRoutes)
  .route("/admin", adminRoutes);
