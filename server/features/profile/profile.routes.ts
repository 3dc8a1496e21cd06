import { Hono } from "hono";
import {
  checkHandleQuerySchema,
  profileUpdateBodySchema,
  setHandleBodySchema,
} from "../../../shared/contracts/profile.ts";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import { pointsTotalOf } from "../../auth/session-user.ts";
import { toCurrentUser } from "../../auth/user.mapper.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { jsonBody, queryParams } from "../../http/validate.ts";
import { changeFavoriteTeam, changeHandle, checkHandle, completeSetup } from "./profile.service.ts";

export const profileRoutes = new Hono<AppEnv>()
  .use("/auth/check-handle", requireUser)
  .use("/auth/set-handle", requireUser)
  .use("/me/*", requireUser)
  .get("/auth/check-handle", limitPerUser("handleCheck"), async (c) => {
    const { handle } = queryParams(c, checkHandleQuerySchema);
    return c.json(await checkHandle(userOf(c).id, handle));
  })
  .patch("/auth/set-handle", async (c) => {
    const body = await jsonBody(c, setHandleBodySchema);
    const user = await completeSetup(userOf(c), body);
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)));
  })
  .patch("/me/profile", async (c) => {
    const body = await jsonBody(c, profileUpdateBodySchema);
    const user = userOf(c);
    const updated =
      "handle" in body
        ? await changeHandle(user, body.handle)
        : await changeFavoriteTeam(user, body.favoriteTeam, body.favoriteTeamColor);
    return c.json(toCurrentUser(updated, await pointsTotalOf(updated.id)));
  });
