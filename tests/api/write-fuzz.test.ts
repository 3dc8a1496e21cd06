import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { devLoginBodySchema } from "../../shared/contracts/auth.ts";
import { finalizeBodySchema, popularBodySchema } from "../../shared/contracts/games.ts";
import { leagueCardBodySchema } from "../../shared/contracts/league-card.ts";
import { chatMuteBodySchema, chatPostBodySchema } from "../../shared/contracts/league-chat.ts";
import { weekSlateBodySchema } from "../../shared/contracts/league-rules.ts";
import { weekTiebreakerBodySchema } from "../../shared/contracts/league-tiebreaker.ts";
import { voidGameBodySchema } from "../../shared/contracts/league-voids.ts";
import {
  createLeagueBodySchema,
  joinByCodeBodySchema,
  updateLeagueBodySchema,
} from "../../shared/contracts/leagues.ts";
import { pointsSettingsSchema } from "../../shared/contracts/points.ts";
import { profileHandleBodySchema, profileTeamBodySchema, setHandleBodySchema } from "../../shared/contracts/profile.ts";
import {
  pushPreferencesSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from "../../shared/contracts/push.ts";
import { triviaSettingsUpdateSchema } from "../../shared/contracts/settings.ts";
import { survivorPickBodySchema } from "../../shared/contracts/survivor.ts";
import { answerBodySchema, submitBodySchema } from "../../shared/contracts/trivia.ts";
import {
  aiGenerateBodySchema,
  createQuestionBodySchema,
  extractTopicsBodySchema,
  leagueGenerateBodySchema,
} from "../../shared/contracts/trivia-questions.ts";
import { pickInputSchema } from "../../shared/domain/pick.ts";
import { contractArbitrary, type Overrides } from "../support/contract-arbitrary.ts";
import { hostileBody, hostileSegment, hostileVariant } from "../support/hostile.ts";
import { aiItem, type FakeOpenAi, startFakeOpenAi, useOpenAi } from "../support/openai-server.ts";
import { type Actor, mountedApiRoutes, type RouteWorld, routeWorld } from "../support/route-world.ts";

/** Cases per endpoint (FUZZ_RUNS for a longer hunt); each is sent as a player (a league owner) and as an admin. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const WRITE = /^(POST|PUT|PATCH|DELETE) /;

interface WriteEndpoint {
  /** The contract of its JSON body (none: it reads no body, and gets hostile ones anyway). */
  body?: z.ZodType;
  /** Real values for properties the world names (ids, join codes), mixed into the contract's. */
  overrides?: (w: RouteWorld) => Overrides;
  /** Real values for each path parameter; hostile segments are mixed in. */
  params?: (w: RouteWorld) => Record<string, string[]>;
  /** Who sends it: a player and an admin, or anyone when signing in. */
  actors?: Actor[];
  /** Served by the (fake) AI service; otherwise it runs without one, as the app does by default. */
  ai?: boolean;
  runs?: number;
}

const leagueIds = (w: RouteWorld) => ({ id: [w.leagues.private.id, w.leagues.public.id] });
const codes = (w: RouteWorld) => [w.leagues.private.joinCode, w.leagues.public.joinCode];
/** Push services' endpoints are https URLs; other strings are refused. */
const pushEndpoint = fc.oneof({ weight: 3, arbitrary: fc.webUrl({ validSchemes: ["https"] }) }, fc.string());
const known = (...values: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, fc.uuid());

/** Every write endpoint under /api and what it reads; the test fails when a mounted write route is missing here. */
const ENDPOINTS: Record<string, WriteEndpoint> = {
  "POST /api/auth/dev-login": {
    body: devLoginBodySchema,
    overrides: () => ({ email: fc.emailAddress() }),
    actors: ["signedOut", "owner", "admin"],
  },
  "PATCH /api/auth/set-handle": { body: setHandleBodySchema },
  "PATCH /api/me/profile": { body: z.union([profileHandleBodySchema, profileTeamBodySchema]) },
  "POST /api/trivia/questions/:id/unlock": { params: (w) => ({ id: [w.ids.question] }) },
  "POST /api/trivia/answer": { body: answerBodySchema, overrides: (w) => ({ questionId: known(w.ids.question) }) },
  "POST /api/trivia/submit": { body: submitBodySchema, overrides: (w) => ({ questionId: known(w.ids.question) }) },
  "POST /api/picks": { body: pickInputSchema, overrides: (w) => ({ gameId: known(w.ids.game) }) },
  "POST /api/leagues": { body: createLeagueBodySchema },
  "POST /api/leagues/join": {
    body: joinByCodeBodySchema,
    overrides: (w) => ({ joinCode: fc.oneof(fc.constantFrom(...codes(w)), fc.string()) }),
  },
  "POST /api/leagues/join/:code": { params: (w) => ({ code: codes(w) }) },
  "PATCH /api/leagues/:id": { body: updateLeagueBodySchema, params: leagueIds },
  "POST /api/leagues/:id/join": { params: leagueIds },
  "DELETE /api/leagues/:id/members/:userId": {
    params: (w) => ({ ...leagueIds(w), userId: [w.ids.member, w.ids.spare, w.ids.owner] }),
  },
  "POST /api/leagues/:id/join-code": { params: leagueIds },
  "POST /api/leagues/:id/nudge": { params: leagueIds },
  "POST /api/push/subscriptions": { body: pushSubscriptionBodySchema, overrides: () => ({ endpoint: pushEndpoint }) },
  "DELETE /api/push/subscriptions": { body: pushUnsubscribeBodySchema, overrides: () => ({ endpoint: pushEndpoint }) },
  "PUT /api/push/preferences": { body: pushPreferencesSchema },
  "POST /api/leagues/:id/chat": { body: chatPostBodySchema, params: leagueIds },
  "DELETE /api/leagues/:id/chat/:messageId": { params: (w) => ({ ...leagueIds(w), messageId: [w.ids.game] }) },
  "POST /api/leagues/:id/mutes": {
    body: chatMuteBodySchema,
    params: leagueIds,
    overrides: (w) => ({ userId: known(w.ids.member, w.ids.spare, w.ids.owner) }),
  },
  "DELETE /api/leagues/:id/mutes/:userId": {
    params: (w) => ({ ...leagueIds(w), userId: [w.ids.member, w.ids.spare] }),
  },
  "PUT /api/leagues/:id/survivor": {
    body: survivorPickBodySchema,
    params: leagueIds,
    overrides: (w) => ({ weekId: known(w.ids.week), gameId: known(w.ids.game) }),
  },
  "PUT /api/leagues/:id/card": {
    body: leagueCardBodySchema,
    params: leagueIds,
    overrides: (w) => ({ weekId: known(w.ids.week) }),
  },
  "PUT /api/leagues/:id/slate": {
    body: weekSlateBodySchema,
    params: leagueIds,
    overrides: (w) => ({ weekId: known(w.ids.week), gameIds: fc.array(known(w.ids.game), { maxLength: 3 }) }),
  },
  "POST /api/leagues/:id/voids": {
    body: voidGameBodySchema,
    params: leagueIds,
    overrides: (w) => ({ gameId: known(w.ids.game) }),
  },
  "DELETE /api/leagues/:id/voids/:gameId": { params: (w) => ({ ...leagueIds(w), gameId: [w.ids.game] }) },
  "PUT /api/leagues/:id/tiebreaker": {
    body: weekTiebreakerBodySchema,
    params: leagueIds,
    overrides: (w) => ({ weekId: known(w.ids.week), gameId: fc.option(known(w.ids.game), { nil: null }) }),
  },
  "POST /api/leagues/:id/trivia/extract-topics": { body: extractTopicsBodySchema, params: leagueIds },
  "POST /api/leagues/:id/trivia/generate": { body: leagueGenerateBodySchema, params: leagueIds },
  "POST /api/leagues/:id/trivia/extract-topics (AI)": {
    body: extractTopicsBodySchema,
    params: leagueIds,
    ai: true,
    runs: 10,
  },
  "POST /api/leagues/:id/trivia/generate (AI)": {
    body: leagueGenerateBodySchema,
    params: leagueIds,
    ai: true,
    runs: 10,
  },
  "PUT /api/admin/settings/points": { body: pointsSettingsSchema },
  "PUT /api/admin/settings/trivia": { body: triviaSettingsUpdateSchema },
  // A sync replays the bundled season and a seed stores its whole bank: a few runs say enough.
  "POST /api/admin/sync": { runs: 3 },
  "POST /api/admin/weeks/:id/recalculate-boundaries": { params: (w) => ({ id: [w.ids.week] }) },
  "POST /api/admin/trivia/questions": { body: createQuestionBodySchema },
  "DELETE /api/admin/trivia/questions/:id": { params: (w) => ({ id: [w.ids.question] }) },
  "POST /api/admin/trivia/seed": { runs: 3 },
  "POST /api/admin/trivia/generate": { body: aiGenerateBodySchema, ai: true },
  "DELETE /api/admin/users/:id": { params: (w) => ({ id: [w.ids.spare, w.ids.admin] }) },
  "PATCH /api/admin/games/:id/popular": { body: popularBodySchema, params: (w) => ({ id: [w.ids.game] }) },
  "POST /api/admin/finalize/:gameId": { body: finalizeBodySchema, params: (w) => ({ gameId: [w.ids.game] }) },
  "POST /api/admin/regrade/:gameId": { params: (w) => ({ gameId: [w.ids.game] }) },
  "POST /api/admin/regrade-all": { runs: 5 },
};

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/vnd.api+json",
    null,
  ),
);

function requestArbitrary(w: RouteWorld, route: string, endpoint: WriteEndpoint) {
  const [method, template] = route.split(" ") as [string, string];
  const params = endpoint.params?.(w) ?? {};
  const path = fc
    .record(
      Object.fromEntries(
        Object.entries(params).map(([name, good]) => [
          name,
          fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, hostileSegment),
        ]),
      ),
    )
    .map((values) => template.replace(/:(\w+)/g, (_, name: string) => values[name]!));
  const contract = endpoint.body ? contractArbitrary(endpoint.body, endpoint.overrides?.(w)) : fc.constant({});
  const body = endpoint.body
    ? fc.oneof(
        { weight: 3, arbitrary: contract.map((value) => JSON.stringify(value)) },
        { weight: 3, arbitrary: contract.chain(hostileVariant) },
        { weight: 1, arbitrary: hostileBody },
      )
    : fc.oneof(fc.constant(""), hostileBody);
  return fc.record({ method: fc.constant(method), path, body, contentType });
}

async function send(
  w: RouteWorld,
  actor: Actor,
  request: { method: string; path: string; body: string; contentType: string | null },
) {
  const headers = new Headers({ origin: "http://localhost" });
  const cookie = w.clients[actor].cookie;
  if (cookie) headers.set("cookie", cookie);
  if (request.contentType) headers.set("content-type", request.contentType);
  const response = await w.app.request(`http://localhost${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, json };
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  // One answer for every kind of request: topics for the league's, questions for the rest.
  fake.answer({ json: { topics: ["SEC", "Georgia"], questions: [aiItem(1), aiItem(2), aiItem(3)] } });
});
afterAll(async () => {
  await fake?.close();
});

describe("every write endpoint under fuzzed and hostile input", () => {
  it("has an entry here for each mounted write route", async () => {
    const { createApp } = await import("../../server/app.ts");
    expect([...new Set(Object.keys(ENDPOINTS).map((name) => name.replace(/ \(AI\)$/, "")))].sort()).toEqual(
      mountedApiRoutes(createApp()).filter((r) => WRITE.test(r)),
    );
  });

  it.each(Object.entries(ENDPOINTS))(
    "%s answers no 5xx, and every error is JSON { message }",
    async (route, endpoint) => {
      const w = await routeWorld();
      if (endpoint.ai) useOpenAi(fake);
      const actors = endpoint.actors ?? (["owner", "admin"] as Actor[]);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(w, route, endpoint), async (request) => {
          for (const actor of actors) {
            const { status, json } = await send(w, actor, request);
            const seen = { actor, ...request, body: request.body.slice(0, 300), status, json };
            expect(status, JSON.stringify(seen)).toBeLessThan(500);
            if (status >= 400) expect(json, JSON.stringify(seen)).toEqual({ message: expect.stringMatching(/\S/) });
          }
        }),
        { numRuns: endpoint.runs ?? RUNS },
      );
      const probe = {} as Record<string, unknown>;
      expect([probe.polluted, probe.isAdmin, probe.role]).toEqual([undefined, undefined, undefined]);
    },
  );
});
