import { stream } from "hono/streaming";
import * as routes from "../../../shared/api/admin.api.ts";
import { REGRADE_COMPLETE_MESSAGE, USER_DELETED_MESSAGE } from "../../../shared/contracts/admin.ts";
import {
  REGRADE_ALL_COMPLETE,
  REGRADE_ALL_CONTENT_TYPE,
  REGRADE_ALL_FAILED,
  type RegradeAllLine,
} from "../../../shared/contracts/regrade-all.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { logger } from "../../logger.ts";
import { finalizeGame, regradeGame } from "../grading/finalize.service.ts";
import { type RegradeProgress, regradeAllGames } from "../grading/regrade-all.service.ts";
import { adminSettingsRoutes } from "../settings/settings.routes.ts";
import { adminSyncRoutes } from "../sync/sync.routes.ts";
import { adminTriviaRoutes } from "../trivia-questions/trivia-questions.routes.ts";
import { toGameDto } from "../weeks/game.mapper.ts";
import { adminCurrentWeek, deleteUser, listUsers, setPopular } from "./admin.service.ts";

/** Every /api/admin/* route: each contract (shared/api/admin.api.ts and friends) admits admins only. */
export const adminRoutes = featureRoutes()
  .route("/settings", adminSettingsRoutes)
  .route("/", adminSyncRoutes)
  .route("/trivia", adminTriviaRoutes)
  .openapi(routes.listUsersRoute, async (c) => c.json(await listUsers(), 200))
  .openapi(routes.deleteUserRoute, async (c) => {
    await deleteUser(userOf(c).id, idParam(c, "id", "User not found"));
    return c.json({ message: USER_DELETED_MESSAGE } as const, 200);
  })
  .openapi(routes.adminCurrentWeekRoute, async (c) => c.json(await adminCurrentWeek(), 200))
  .openapi(routes.setPopularRoute, async (c) =>
    c.json(await setPopular(idParam(c, "id", "Game not found"), c.req.valid("json").isPopular), 200),
  )
  .openapi(routes.finalizeGameRoute, async (c) =>
    c.json(toGameDto(await finalizeGame(idParam(c, "gameId", "Game not found"), c.req.valid("json"))), 200),
  )
  .openapi(routes.regradeGameRoute, async (c) => {
    const game = await regradeGame(idParam(c, "gameId", "Game not found"));
    return c.json({ message: REGRADE_COMPLETE_MESSAGE, game: toGameDto(game) } as const, 200);
  })
  // Streams one line per graded game (docs/decisions/013-regrade-all-streams-its-progress.md).
  .openapi(routes.regradeAllRoute, (c) => {
    c.header("Content-Type", REGRADE_ALL_CONTENT_TYPE);
    c.header("Cache-Control", "no-store, no-transform");
    c.header("X-Accel-Buffering", "no");
    return stream(c, async (out) => {
      const send = (line: RegradeAllLine) => void out.writeln(JSON.stringify(line)).catch(() => {});
      let last: RegradeProgress = { done: 0, total: 0 };
      try {
        // The job goes on when the admin leaves: a write to a closed stream is dropped, not thrown.
        last = await regradeAllGames((progress) => {
          last = progress;
          send(progress);
        });
        send({ ...last, message: REGRADE_ALL_COMPLETE });
      } catch (error) {
        logger.error("Regrade all failed:", error);
        send({ ...last, error: REGRADE_ALL_FAILED });
      }
    });
  });
