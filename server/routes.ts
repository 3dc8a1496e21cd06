import { authRoutes } from "./auth/auth.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { leaderboardRoutes } from "./features/leaderboard/leaderboard.routes.ts";
import { leagueChatRoutes } from "./features/league-chat/league-chat.routes.ts";
import { leagueTriviaRoutes } from "./features/league-trivia/league-trivia.routes.ts";
import { leaguesRoutes } from "./features/leagues/leagues.routes.ts";
import { picksRoutes } from "./features/picks/picks.routes.ts";
import { profileRoutes } from "./features/profile/profile.routes.ts";
import { pushRoutes } from "./features/push/push.routes.ts";
import { settingsRoutes } from "./features/settings/settings.routes.ts";
import { standingsRoutes } from "./features/standings/standings.routes.ts";
import { teamsRoutes } from "./features/teams/teams.routes.ts";
import { triviaRoutes } from "./features/trivia/trivia.routes.ts";
import { weeksRoutes } from "./features/weeks/weeks.routes.ts";
import { featureRoutes } from "./http/openapi.ts";

/** Every feature's routes, mounted under /api; the client's typed calls and the OpenAPI document come from this. */
export const apiRoutes = featureRoutes()
  .route("/", authRoutes)
  .route("/", profileRoutes)
  .route("/", teamsRoutes)
  .route("/", settingsRoutes)
  .route("/", triviaRoutes)
  .route("/", weeksRoutes)
  .route("/", picksRoutes)
  .route("/", leaderboardRoutes)
  .route("/", standingsRoutes)
  .route("/", leaguesRoutes)
  .route("/", leagueTriviaRoutes)
  .route("/", leagueChatRoutes)
  .route("/", pushRoutes)
  .route("/admin", adminRoutes);

export type ApiRoutes = typeof apiRoutes;
