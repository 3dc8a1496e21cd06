import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../server/http/api-docs.routes.ts";
import { featureRoutes } from "../../server/http/openapi.ts";
import { EXEMPT_ROUTES, rateLimitOf } from "../../server/http/rate-limit.ts";
import { apiRoutes } from "../../server/routes.ts";
import { createServerApp } from "../../server/server.ts";
import { apiRoute } from "../../shared/api/openapi-kit.ts";
import { RATE_LIMITS, type RouteRateLimit } from "../../shared/domain/rate-limits.ts";

type Operation = { "x-rate-limit"?: RouteRateLimit; description?: string; responses: Record<string, unknown> };

const routeKey = (method: string, path: string) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ":$1")}`;

function documentedLimits(): Map<string, Operation> {
  const document = openApiDocument(apiRoutes) as unknown as { paths: Record<string, Record<string, Operation>> };
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) found.set(routeKey(method, path), operation);
  return found;
}

/** Every route the process answers (as Hono lists them: method and path), with the limits its handlers count. */
function servedLimits(): Map<string, RouteRateLimit[]> {
  const app = createServerApp(() => {
    throw new Error("no matchmaking in this test");
  });
  const served = new Map<string, RouteRateLimit[]>();
  for (const route of app.routes) {
    const key = `${route.method} ${route.path}`;
    const limit = rateLimitOf(route.handler);
    served.set(key, [...(served.get(key) ?? []), ...(limit ? [limit] : [])]);
  }
  return served;
}

describe("every route's rate limit", () => {
  it("is stated by every operation of the OpenAPI document: a class of the one table, and its 429", () => {
    const operations = documentedLimits();
    expect(operations.size).toBeGreaterThan(80);
    const without = [...operations]
      .filter(([, operation]) => {
        const limit = operation["x-rate-limit"];
        return !limit || !(limit.name in RATE_LIMITS) || !["user", "address"].includes(limit.per);
      })
      .map(([route]) => route);
    expect(without).toEqual([]);
    for (const operation of operations.values()) {
      expect(Object.keys(operation.responses)).toContain("429");
      expect(operation.description).toMatch(/At most \d+ per (minute|hour) per (user|client address)/);
    }
  });

  it("is counted by every route the server answers, the one its contract states, unless the route is exempt", () => {
    const served = servedLimits();
    const operations = documentedLimits();
    const unlimited = [...served]
      .filter(([route, limits]) => limits.length === 0 && !(route in EXEMPT_ROUTES))
      .map(([route]) => route);
    expect(unlimited).toEqual([]);
    const disagreeing = [...operations]
      .filter(([route, operation]) => {
        const limits = served.get(route) ?? [];
        return limits.length !== 1 || limits[0]!.name !== operation["x-rate-limit"]?.name;
      })
      .map(([route]) => route);
    expect(disagreeing).toEqual([]);
    // Outside the contracts: share images, a league link's page, matchmaking.
    expect(served.get("GET /og/join/:code/card.png")).toEqual([{ name: "shareImage", per: "address" }]);
    expect(served.get("GET /og/l/:slug/card.png")).toEqual([{ name: "shareImage", per: "address" }]);
    expect(served.get("GET /*")).toContainEqual({ name: "sharePage", per: "address" });
    expect(served.get("POST /matchmake/joinOrCreate/:roomName")).toEqual([{ name: "seatReservation", per: "user" }]);
    // The exempt list names routes that exist, so it cannot outlive them.
    expect(Object.keys(EXEMPT_ROUTES).filter((route) => !served.has(route))).toEqual([]);
  });

  it("is required of a route's contract: one without a limit does not compile, nor can it be served", () => {
    const unlimited = { method: "get", path: "/unlimited", access: "public", responses: {} } as const;
    // @ts-expect-error `limit` is required: a route without one is a type error (tsc --noEmit)
    expect(() => apiRoute(unlimited)).toThrow();
    const made = createRoute({ ...unlimited, "x-access": "public" });
    expect(() => featureRoutes().openapi(made, (() => new Response("unlimited")) as never)).toThrow(
      "The route /unlimited names no rate limit (shared/domain/rate-limits.ts)",
    );
  });
});
