import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/domain/id.ts";
import { pickInputSchema } from "../../../shared/domain/pick.ts";
import { requirePlayer, requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { idParam, jsonBody, queryParams } from "../../http/validate.ts";
import { toPickDto } from "../weeks/game.mapper.ts";
import { myPicks, savePick, userPicksForWeek } from "./picks.service.ts";

export const picksRoutes = new Hono<AppEnv>()
  .post("/picks", requirePlayer, limitPerUser("pickWrite"), async (c) => {
    const input = await jsonBody(c, pickInputSchema);
    return c.json(toPickDto(await savePick(userOf(c).id, input)));
  })
  .get("/me/picks", requireUser, async (c) => c.json(await myPicks(userOf(c).id)))
  .get("/users/:id/picks/current", requireUser, limitPerUser("expensiveRead"), async (c) => {
    const userId = idParam(c, "id", "User not found");
    const { weekId } = queryParams(c, z.object({ weekId: idSchema("weekId must be a week id").optional() }));
    return c.json(await userPicksForWeek(userOf(c).id, userId, weekId));
  });
