import type { createApp } from "../../server/app.ts";
import { TestClient } from "./client.ts";
import { adminClient, createGame, createWeek } from "./fixtures.ts";
import { createLeague } from "./leagues.ts";
import { insertQuestion } from "./trivia.ts";

export type Actor = "signedOut" | "outsider" | "member" | "owner" | "admin";
export const ACTORS: Actor[] = ["signedOut", "outsider", "member", "owner", "admin"];

/**
 * One of everything the API's routes name, for the route-table tests: an admin, a league owner
 * with a private and a public league, a member of both, an outsider (a player in neither), a
 * spare user to delete or remove, the current week with an open game, and a trivia question.
 * Every client shares one app, as the server's requests do.
 */
export async function routeWorld() {
  const admin = await adminClient();
  const app = admin.app;
  const as = async (email: string, handle: string) => {
    const client = new TestClient(app);
    await client.signUp(email, handle);
    return client;
  };
  const owner = await as("owner@example.com", "owner_one");
  const member = await as("member@example.com", "member_one");
  const outsider = await as("outsider@example.com", "outsider_one");
  const spare = await as("spare@example.com", "spare_one");
  const leagues = {
    private: await createLeague(owner, { name: "Private Crew", slug: "private-crew", visibility: "private" }),
    public: await createLeague(owner, { name: "Public Crew", slug: "public-crew", visibility: "public" }),
  };
  for (const league of Object.values(leagues)) {
    for (const joiner of [member, spare]) {
      const joined = await joiner.post("/api/leagues/join", { joinCode: league.joinCode });
      if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
    }
  }
  const idOf = async (client: TestClient) => (await client.get("/api/auth/user")).body.id as string;
  const week = await createWeek();
  const game = await createGame(week.id);
  const question = await insertQuestion();
  return {
    app: app as ReturnType<typeof createApp>,
    clients: { signedOut: new TestClient(app), outsider, member, owner, admin } satisfies Record<Actor, TestClient>,
    leagues,
    ids: {
      admin: await idOf(admin),
      owner: await idOf(owner),
      member: await idOf(member),
      spare: await idOf(spare),
      week: week.id,
      game: game.id,
      question: question.id,
    },
  };
}

export type RouteWorld = Awaited<ReturnType<typeof routeWorld>>;

/** A client speaking as `actor` without touching that actor's cookie (a sign-in in the request stays its own). */
export function asActor(world: RouteWorld, actor: Actor): TestClient {
  const client = new TestClient(world.app);
  client.cookie = world.clients[actor].cookie;
  return client;
}

/** The API's routes as mounted (method and path), from the app's own route table. */
export function mountedApiRoutes(app: ReturnType<typeof createApp>): string[] {
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}
