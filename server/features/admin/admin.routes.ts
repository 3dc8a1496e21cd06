import { Hono } from "hono";
import { stream } from "hono/streaming";
import { finalizeBodySchema, popularBodySchema } from "../../../shared/contracts/games.ts";
import {
  REGRADE_ALL_COMPLETE,
  REGRADE_ALL_CONTENT_TYPE,
  REGRADE_ALL_FAILED,
  type RegradeAllLine,
} from "../../../shared/contracts/regrade-all.ts";
import { requireAdmin, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { idParam, jsonBody } from "../../http/validate.ts";
import { logger } from "../../logger.ts";
import { finalizeGame, regradeGame } from "../grading/finalize.service.ts";
import { type RegradeProgress, regradeAllGames } from "../grading/regrade-all.service.ts";
import { adminSettingsRoutes } from "../settings/settings.routes.ts";
import { adminSyncRoutes } from "../sync/sync.routes.ts";
import { adminTriviaRoutes } from "../trivia-questions/trivia-questions.routes.ts";
import { toGameDto } from "../weeks/game.mapper.ts";
import { adminCurrentWeek, deleteUser, listUsers, setPopular } from "./admin.service.ts";

/** Every /api/admin/* route: admins only, refused with 403 on the server. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route("/settings", adminSettingsRoutes)
  .route("/", adminSyncRoutes)
  .route("/trivia", adminTriviaRoutes)
  .get("/users", async (c) => c.json(await listUsers()))
  .delete("/users/:id", async (c) => {
    await deleteUser(userOf(c).id, idParam(c, "id", "User not found"));
    return c.json({ message: "User deleted" });
  })
  .get("/current-week", async (c) => c.json(await adminCurrentWeek()))
  .patch("/games/:id/popular", async (c) => {
    const { isPopular } = await jsonBody(c, popularBodySchema);
    return c.json(await setPopular(idParam(c, "id", "Game not found"), isPopular));
  })
  .post("/finalize/:gameId", async (c) => {
    const scores = await jsonBody(c, finalizeBodySchema);
    return c.json(toGameDto(await finalizeGame(idParam(c, "gameId", "Game not found"), scores)));
  })
  .post("/regrade/:gameId", async (c) => {
    const game = await regradeGame(idParam(c, "gameId", "Game not found"));
    return c.json({ message: "Regrade complete!", game: toGameDto(game) });
  })
  // Streams one line per graded game (docs/decisions/013-regrade-all-streams-its-progress.md).
  .post("/regrade-all", (c) => {
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
