import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { MEMBERS_ONLY_CARD_MESSAGE } from "../../shared/contracts/league-card.ts";
import { LEAGUE_NOT_FOUND_MESSAGE, OWNER_ONLY_MESSAGE } from "../../shared/contracts/leagues.ts";
import { type Access, json, ROUTES, type RouteAccess } from "../support/route-table.ts";
import { ACTORS, type Actor, asActor, mountedApiRoutes, type RouteWorld, routeWorld } from "../support/route-world.ts";

type Outcome = "let through" | 401 | 403 | 404;

/** The refusal each access rule gives each caller ("let through": the handler answers). */
function expected(access: Access, actor: Actor, visibility: "private" | "public"): Outcome {
  if (access === "public") return "let through";
  if (actor === "signedOut") return 401;
  if (access === "signedIn") return "let through";
  if (access === "admin") return actor === "admin" ? "let through" : 403;
  const member = actor === "member" || actor === "owner";
  if (visibility === "private" && !member) return 404;
  if (access === "leagueViewer" || actor === "owner") return "let through";
  if (access === "leagueMember" && actor === "member") return "let through";
  return 403;
}

const refusalMessage: Record<Exclude<Outcome, "let through">, (access: Access) => string> = {
  401: () => "Unauthorized",
  403: (access) =>
    access === "admin"
      ? "Admin access required"
      : access === "leagueMember"
        ? MEMBERS_ONLY_CARD_MESSAGE
        : OWNER_ONLY_MESSAGE,
  404: () => LEAGUE_NOT_FOUND_MESSAGE,
};

async function outcomes(w: RouteWorld, route: string, entry: RouteAccess, visibility: "private" | "public") {
  const method = route.split(" ")[0]!;
  const l = w.leagues[visibility];
  const seen: Record<string, string> = {};
  const wanted: Record<string, string> = {};
  for (const actor of ACTORS) {
    const body = entry.body?.(w, l, actor);
    const response = await asActor(w, actor).request(method, entry.path(w, l), body, body === undefined ? {} : json);
    const want = expected(entry.access, actor, visibility);
    if (want === "let through") {
      wanted[actor] = "let through";
      seen[actor] = (entry.ok ?? [200, 201]).includes(response.status)
        ? "let through"
        : `${response.status} ${JSON.stringify(response.body)}`;
    } else {
      wanted[actor] = `${want} ${(want === 403 && entry.forbidden) || refusalMessage[want](entry.access)}`;
      seen[actor] = `${response.status} ${response.body?.message}`;
      if (response.status >= 400)
        expect(response.body, `${route} as ${actor}`).toEqual({ message: expect.any(String) });
    }
  }
  return { seen, wanted };
}

describe("the authorization matrix, generated from the app's route table", () => {
  it("has an access entry for every mounted route, and none for a route that is gone", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(mountedApiRoutes(createApp()));
  });

  it.each(Object.entries(ROUTES))(
    "%s: signed out, outsider, member, owner and admin get what its access rule says",
    async (route, entry) => {
      const w = await routeWorld();
      const visibilities =
        entry.access.startsWith("league") || route.includes("/leagues/")
          ? (["private", "public"] as const)
          : (["public"] as const);
      for (const visibility of visibilities) {
        const { seen, wanted } = await outcomes(w, route, entry, visibility);
        expect({ visibility, ...seen }).toEqual({ visibility, ...wanted });
      }
    },
  );
});
