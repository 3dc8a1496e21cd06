import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApp } from "../../server/app.ts";
import { apiRoutes } from "../../server/routes.ts";
import { TestClient } from "../support/client.ts";
import { createGame } from "../support/fixtures.ts";
import { ROUTES } from "../support/route-table.ts";
import { asActor, mountedApiRoutes, routeWorld } from "../support/route-world.ts";

/** The document's own routes: the reference page and its assets are not API operations. */
const DOCUMENT_ROUTES = new Set([
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/init.js",
  "GET /api/docs/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}",
]);
const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

type Operation = {
  "x-access"?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routeKey = (method: string, path: string) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ":$1")}`;

async function fetchDocument(): Promise<Document> {
  const response = await new TestClient(createApp()).get("/api/openapi.json");
  expect(response.status).toBe(200);
  return response.body as Document;
}

function operations(document: Document): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method)) found.set(routeKey(method, path), operation);
    }
  }
  return found;
}

/** The zod schema each route's contract gives a status's JSON answer, keyed like the route table. */
function responseSchemas(): Map<string, Record<string, z.ZodType | undefined>> {
  const schemas = new Map<string, Record<string, z.ZodType | undefined>>();
  for (const definition of apiRoutes.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    const byStatus: Record<string, z.ZodType | undefined> = {};
    for (const [status, response] of Object.entries(responses)) {
      const content = "content" in response ? response.content : undefined;
      const media = content?.["application/json"];
      byStatus[status] = media && "schema" in media ? (media.schema as z.ZodType) : undefined;
    }
    schemas.set(routeKey(method, path), byStatus);
  }
  return schemas;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has an operation for every route the server answers under /api, and none for a route that is not there", async () => {
    const documented = [...operations(await fetchDocument()).keys()].sort();
    const mounted = mountedApiRoutes(createApp()).filter((route) => !DOCUMENT_ROUTES.has(route));
    expect(documented).toEqual(mounted);
  });

  it("states the same access for each route as the authorization matrix proves", async () => {
    const documented = operations(await fetchDocument());
    const matrixWord = {
      public: "public",
      admin: "admin",
      signedIn: "session",
      leagueViewer: "session",
      leagueOwner: "session",
      leagueMember: "session",
    };
    const documentWord = { public: "public", admin: "admin", user: "session", player: "session" } as const;
    const mismatches = Object.entries(ROUTES)
      .filter(([route]) => !DOCUMENT_ROUTES.has(route))
      .map(([route, entry]) => {
        const operation = documented.get(route);
        const access = operation?.["x-access"] as keyof typeof documentWord | undefined;
        return { route, matrix: matrixWord[entry.access], document: access ? documentWord[access] : "missing" };
      })
      .filter(({ matrix, document }) => matrix !== document);
    expect(mismatches).toEqual([]);
    for (const operation of documented.values()) {
      const needsSession = operation["x-access"] !== "public";
      expect(operation.security).toEqual(needsSession ? [{ session: [] }] : []);
      if (needsSession) expect(Object.keys(operation.responses)).toContain("401");
    }
  });
});

describe("every GET of a seeded app", () => {
  it("answers a status its contract declares, with a body its response schema accepts", async () => {
    const w = await routeWorld();
    // A finished game with picks on it, so boards, histories and pick lists have rows to show.
    const played = await createGame(w.ids.week, { kickoffISO: new Date(Date.now() + 3_600_000) });
    for (const actor of ["member", "owner"] as const) {
      const pick = await asActor(w, actor).post("/api/picks", { gameId: played.id, winner: "HOME" });
      expect(pick.status).toBe(200);
    }
    const final = await asActor(w, "admin").post(`/api/admin/finalize/${played.id}`, {
      finalHomeScore: 31,
      finalAwayScore: 17,
    });
    expect(final.status).toBe(200);

    const schemas = responseSchemas();
    const failures: string[] = [];
    const gets = Object.entries(ROUTES).filter(([route]) => route.startsWith("GET ") && !DOCUMENT_ROUTES.has(route));
    expect(gets.length).toBeGreaterThan(20);
    for (const [route, entry] of gets) {
      const actor = entry.access === "admin" ? "admin" : "owner";
      const response = await asActor(w, actor).get(entry.path(w, w.leagues.private));
      const declared = schemas.get(route);
      if (!declared) {
        failures.push(`${route}: no contract`);
        continue;
      }
      if (!(String(response.status) in declared)) {
        failures.push(`${route}: answered ${response.status}, which its contract does not declare`);
        continue;
      }
      const schema = declared[String(response.status)];
      if (!schema) continue;
      const parsed = schema.safeParse(response.body);
      if (!parsed.success) failures.push(`${route} ${response.status}: ${JSON.stringify(parsed.error.issues[0])}`);
    }
    expect(failures).toEqual([]);
  });
});
