import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { limitPerAddress } from "../../http/rate-limit.ts";
import { leagueSharePng, type ShareKey } from "./league-share.service.ts";

const png = (body: Buffer) =>
  new Response(new Uint8Array(body), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=300" },
  });

const weekOf = (query: string | undefined) => (query === undefined ? undefined : query.toLowerCase());

/**
 * Open Graph images of league links (decision 039), outside /api and without a session: link
 * previews are fetched by other services. `?week=<id>` draws that week's recap. Each is drawn for
 * anyone who asks, so each counts against the caller's address (`shareImage`).
 */
const limit = limitPerAddress("shareImage");

export const leagueShareRoutes = new Hono<AppEnv>()
  .get("/og/join/:code/card.png", limit, async (c) =>
    png(await leagueSharePng({ code: c.req.param("code") } satisfies ShareKey, weekOf(c.req.query("week")))),
  )
  .get("/og/l/:slug/card.png", limit, async (c) =>
    png(await leagueSharePng({ slug: c.req.param("slug") }, weekOf(c.req.query("week")))),
  );
