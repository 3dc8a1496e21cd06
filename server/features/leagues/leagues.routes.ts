import { Hono } from "hono";
import {
  createLeagueBodySchema,
  joinByCodeBodySchema,
  updateLeagueBodySchema,
} from "../../../shared/contracts/leagues.ts";
import { requirePlayer, requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerUser } from "../../http/rate-limit.ts";
import { jsonBody } from "../../http/validate.ts";
import { inviteByCode, joinByCode, rotateJoinCode } from "./join-code.service.ts";
import { createLeague, leagueDetail, leagueIdBySlug, listLeagues, updateLeague } from "./leagues.service.ts";
import { joinPublicLeague, listMembers, removeMember } from "./membership.service.ts";

/**
 * Every /api/leagues route but standings and trivia; all but the invite lookup need a signed-in user. Fixed paths come
 * before the /:id ones. League ids are checked by league-access (malformed → 404).
 */
export const leaguesRoutes = new Hono<AppEnv>()
  // The invite page is public (RULES §2): the code is the key, so it answers signed-out visitors too.
  .get("/leagues/by-code/:code", async (c) =>
    c.json(await inviteByCode(c.get("user")?.id ?? null, c.req.param("code"))),
  )
  .use("/leagues", requireUser)
  .use("/leagues/*", requireUser)
  .get("/leagues", async (c) => c.json(await listLeagues(userOf(c).id)))
  .post("/leagues", requirePlayer, limitPerUser("leagueJoin"), async (c) => {
    const body = await jsonBody(c, createLeagueBodySchema);
    return c.json(await createLeague(userOf(c).id, body), 201);
  })
  .post("/leagues/join", requirePlayer, limitPerUser("leagueJoin"), async (c) => {
    const { joinCode } = await jsonBody(c, joinByCodeBodySchema);
    return c.json(await joinByCode(userOf(c).id, joinCode));
  })
  .post("/leagues/join/:code", requirePlayer, limitPerUser("leagueJoin"), async (c) =>
    c.json(await joinByCode(userOf(c).id, c.req.param("code"))),
  )
  .get("/leagues/slug/:slug", async (c) => c.json(await leagueIdBySlug(userOf(c).id, c.req.param("slug"))))
  .get("/leagues/:id", async (c) => c.json(await leagueDetail(userOf(c).id, c.req.param("id"))))
  .patch("/leagues/:id", async (c) => {
    const body = await jsonBody(c, updateLeagueBodySchema);
    return c.json(await updateLeague(userOf(c).id, c.req.param("id"), body));
  })
  .get("/leagues/:id/members", async (c) => c.json(await listMembers(userOf(c).id, c.req.param("id"))))
  .post("/leagues/:id/join", requirePlayer, limitPerUser("leagueJoin"), async (c) =>
    c.json(await joinPublicLeague(userOf(c).id, c.req.param("id"))),
  )
  .delete("/leagues/:id/members/:userId", async (c) => {
    await removeMember(userOf(c).id, c.req.param("id"), c.req.param("userId"));
    return c.json({ message: "Member removed" });
  })
  .post("/leagues/:id/join-code", async (c) => c.json(await rotateJoinCode(userOf(c).id, c.req.param("id"))));
