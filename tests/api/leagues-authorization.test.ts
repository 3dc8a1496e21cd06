import { describe, expect, it } from "vitest";
import { leagueChatRoutes } from "../../server/features/league-chat/league-chat.routes.ts";
import { leaguesRoutes } from "../../server/features/leagues/leagues.routes.ts";
import { pushRoutes } from "../../server/features/push/push.routes.ts";
import { MEMBERS_ONLY_CARD_MESSAGE } from "../../shared/contracts/league-card.ts";
import { MEMBERS_ONLY_SURVIVOR_MESSAGE } from "../../shared/contracts/survivor.ts";
import { CHAT_MESSAGES } from "../../shared/domain/league-chat.ts";
import { TestClient } from "../support/client.ts";
import { createGame, createWeek } from "../support/fixtures.ts";
import { leagueCast } from "../support/leagues.ts";

type Cast = Awaited<ReturnType<typeof leagueCast>>;
type Actor = "outsider" | "member" | "owner";
/** Expected statuses for [outsider, member, owner]; signed out is 401 unless `signedOut` says otherwise. */
type Expect = [number, number, number];

/** The current week and one of its games, for the routes of a league's week; chat messages by their authors. */
type Week = { weekId: string; gameId: string; messages?: Partial<Record<Actor, string>> };

interface RouteCase {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as mounted, to check that the table covers every league route. */
  route: string;
  path: (cast: Cast, week: Week, actor: Actor) => string;
  body?: (cast: Cast, actor: Actor, week: Week) => unknown;
  private: Expect;
  public: Expect;
  signedOut?: number;
  /** The route reads the league's week: a current week with a game is made first. */
  week?: true;
  /** Its 403 when not the owner's ("Only the league owner can do that"). */
  forbidden?: string;
  /** The member and the owner each write a chat message first (`week.messages`). */
  chat?: true;
}

const ROUTES: RouteCase[] = [
  { method: "GET", route: "/leagues", path: () => "/api/leagues", private: [200, 200, 200], public: [200, 200, 200] },
  {
    method: "POST",
    route: "/leagues",
    path: () => "/api/leagues",
    body: (_cast, actor) => ({ name: `League of ${actor}` }),
    private: [201, 201, 201],
    public: [201, 201, 201],
  },
  {
    method: "POST",
    route: "/leagues/join",
    path: () => "/api/leagues/join",
    body: (cast) => ({ joinCode: cast.league.joinCode }),
    private: [200, 409, 409],
    public: [200, 409, 409],
  },
  {
    method: "POST",
    route: "/leagues/join/:code",
    path: (c) => `/api/leagues/join/${c.league.joinCode}`,
    private: [200, 409, 409],
    public: [200, 409, 409],
  },
  // The invite page is public (RULES §2): a code shows its league to anyone who has it.
  {
    method: "GET",
    route: "/leagues/by-code/:code",
    path: (c) => `/api/leagues/by-code/${c.league.joinCode}`,
    private: [200, 200, 200],
    public: [200, 200, 200],
    signedOut: 200,
  },
  {
    method: "GET",
    route: "/leagues/slug/:slug",
    path: (c) => `/api/leagues/slug/${c.league.slug}`,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id",
    path: (c) => `/api/leagues/${c.league.id}`,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "PATCH",
    route: "/leagues/:id",
    path: (c) => `/api/leagues/${c.league.id}`,
    body: () => ({ description: "New words" }),
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/members",
    path: (c) => `/api/leagues/${c.league.id}/members`,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "POST",
    route: "/leagues/:id/join",
    path: (c) => `/api/leagues/${c.league.id}/join`,
    private: [404, 409, 409],
    public: [200, 409, 409],
  },
  {
    method: "DELETE",
    route: "/leagues/:id/members/:userId",
    path: (c) => `/api/leagues/${c.league.id}/members/${c.memberId}`,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "POST",
    route: "/leagues/:id/join-code",
    path: (c) => `/api/leagues/${c.league.id}/join-code`,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/card",
    path: (c) => `/api/leagues/${c.league.id}/card`,
    week: true,
    forbidden: MEMBERS_ONLY_CARD_MESSAGE,
    private: [404, 200, 200],
    public: [403, 200, 200],
  },
  // The cast's league plays on the week page's picks: a member reaches the handler and hears so (409).
  {
    method: "PUT",
    route: "/leagues/:id/card",
    path: (c) => `/api/leagues/${c.league.id}/card`,
    body: (_c, _actor, w) => ({ weekId: w.weekId, picks: [{ gameId: w.gameId, winner: "HOME" }] }),
    week: true,
    forbidden: MEMBERS_ONLY_CARD_MESSAGE,
    private: [404, 409, 409],
    public: [403, 409, 409],
  },
  {
    method: "GET",
    route: "/leagues/:id/picks",
    path: (c, w) => `/api/leagues/${c.league.id}/picks?weekId=${w.weekId}`,
    week: true,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  // The cast's league is a pick'em league: whoever gets through hears that it has no survivor pool (409).
  {
    method: "GET",
    route: "/leagues/:id/survivor",
    path: (c, w) => `/api/leagues/${c.league.id}/survivor?weekId=${w.weekId}`,
    week: true,
    private: [404, 409, 409],
    public: [409, 409, 409],
  },
  {
    method: "PUT",
    route: "/leagues/:id/survivor",
    path: (c) => `/api/leagues/${c.league.id}/survivor`,
    body: (_c, _actor, w) => ({ weekId: w.weekId, gameId: w.gameId, side: "HOME" }),
    week: true,
    forbidden: MEMBERS_ONLY_SURVIVOR_MESSAGE,
    private: [404, 409, 409],
    public: [403, 409, 409],
  },
  {
    method: "GET",
    route: "/leagues/:id/history",
    path: (c) => `/api/leagues/${c.league.id}/history`,
    week: true,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/missing-cards",
    path: (c) => `/api/leagues/${c.league.id}/missing-cards`,
    week: true,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/slate",
    path: (c, w) => `/api/leagues/${c.league.id}/slate?weekId=${w.weekId}`,
    week: true,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/voids",
    path: (c, w) => `/api/leagues/${c.league.id}/voids?weekId=${w.weekId}`,
    week: true,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  // The week's game is on the cast league's Power-5 slate: its owner voids it, and restores it.
  {
    method: "POST",
    route: "/leagues/:id/voids",
    path: (c) => `/api/leagues/${c.league.id}/voids`,
    body: (_c, _actor, w) => ({ gameId: w.gameId }),
    week: true,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "DELETE",
    route: "/leagues/:id/voids/:gameId",
    path: (c, w) => `/api/leagues/${c.league.id}/voids/${w.gameId}`,
    week: true,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/tiebreaker",
    path: (c, w) => `/api/leagues/${c.league.id}/tiebreaker?weekId=${w.weekId}`,
    week: true,
    private: [404, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "GET",
    route: "/leagues/:id/chat",
    path: (c) => `/api/leagues/${c.league.id}/chat`,
    forbidden: CHAT_MESSAGES.membersOnly,
    private: [404, 200, 200],
    public: [403, 200, 200],
  },
  {
    method: "POST",
    route: "/leagues/:id/chat",
    path: (c) => `/api/leagues/${c.league.id}/chat`,
    body: (_c, actor) => ({ text: `Hello from ${actor}` }),
    forbidden: CHAT_MESSAGES.membersOnly,
    private: [404, 201, 201],
    public: [403, 201, 201],
  },
  // Each deletes a message of their own (the outsider tries the owner's).
  {
    method: "DELETE",
    route: "/leagues/:id/chat/:messageId",
    path: (c, w, actor) => `/api/leagues/${c.league.id}/chat/${w.messages?.[actor] ?? w.messages?.owner}`,
    chat: true,
    forbidden: CHAT_MESSAGES.membersOnly,
    private: [404, 200, 200],
    public: [403, 200, 200],
  },
  {
    method: "POST",
    route: "/leagues/:id/mutes",
    path: (c) => `/api/leagues/${c.league.id}/mutes`,
    body: (c) => ({ userId: c.memberId }),
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  {
    method: "DELETE",
    route: "/leagues/:id/mutes/:userId",
    path: (c) => `/api/leagues/${c.league.id}/mutes/${c.memberId}`,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  // The owner's Nudge reaches the member who has not picked the week's game (no device: nothing is sent).
  {
    method: "POST",
    route: "/leagues/:id/nudge",
    path: (c) => `/api/leagues/${c.league.id}/nudge`,
    week: true,
    private: [404, 403, 200],
    public: [403, 403, 200],
  },
  // The cast's league has no tiebreaker: its owner reaches the handler and hears so (409).
  {
    method: "PUT",
    route: "/leagues/:id/tiebreaker",
    path: (c) => `/api/leagues/${c.league.id}/tiebreaker`,
    body: (_c, _actor, w) => ({ weekId: w.weekId, gameId: w.gameId }),
    week: true,
    private: [404, 403, 409],
    public: [403, 403, 409],
  },
  // The cast's league plays every Power-5 game: its owner reaches the handler and hears so (409).
  {
    method: "PUT",
    route: "/leagues/:id/slate",
    path: (c) => `/api/leagues/${c.league.id}/slate`,
    body: (_c, _actor, w) => ({ weekId: w.weekId, gameIds: [w.gameId] }),
    week: true,
    private: [404, 403, 409],
    public: [403, 403, 409],
  },
];

async function weekOf(route: RouteCase, cast: Cast): Promise<Week> {
  if (route.chat) {
    const messages: Partial<Record<Actor, string>> = {};
    for (const actor of ["member", "owner"] as const) {
      const posted = await cast[actor].post(`/api/leagues/${cast.league.id}/chat`, { text: `Mine, ${actor}` });
      messages[actor] = posted.body.id as string;
    }
    return { weekId: "", gameId: "", messages };
  }
  if (!route.week) return { weekId: "", gameId: "" };
  const week = await createWeek();
  const game = await createGame(week.id);
  return { weekId: week.id, gameId: game.id };
}

const send = (client: TestClient, route: RouteCase, cast: Cast, actor: Actor, week: Week) =>
  client.request(route.method, route.path(cast, week, actor), route.body?.(cast, actor, week));

describe("league route authorization", () => {
  it("the table covers every league route", () => {
    const leagueRoutes = [
      ...leaguesRoutes.routes,
      ...leagueChatRoutes.routes,
      ...pushRoutes.routes.filter((r) => r.path.startsWith("/leagues/")),
    ];
    const mounted = leagueRoutes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`);
    expect(ROUTES.map((r) => `${r.method} ${r.route}`).sort()).toEqual([...new Set(mounted)].sort());
  });

  for (const visibility of ["private", "public"] as const) {
    it.each(ROUTES.map((r) => [`${r.method} ${r.route}`, r] as const))(
      `%s on a ${visibility} league: signed out (401 but for the invite lookup), then outsider, member and owner as the table says`,
      async (_name, route) => {
        const cast = await leagueCast(visibility);
        const week = await weekOf(route, cast);
        const signedOut = await send(new TestClient(), route, cast, "outsider", week);
        expect(signedOut.status).toBe(route.signedOut ?? 401);
        if (signedOut.status === 401) expect(signedOut.body).toEqual({ message: "Unauthorized" });
        else expect(signedOut.body).toMatchObject({ id: cast.league.id, isMember: false });
        const actors: Actor[] = ["outsider", "member", "owner"];
        const statuses = [];
        for (const actor of actors) {
          const response = await send(cast[actor], route, cast, actor, week);
          statuses.push(response.status);
          if (response.status >= 400) expect(response.body).toEqual({ message: expect.any(String) });
          if (response.status === 404) expect(response.body.message).toBe("League not found");
          if (response.status === 403) {
            expect(response.body.message).toBe(route.forbidden ?? "Only the league owner can do that");
          }
        }
        expect(statuses).toEqual(route[visibility]);
      },
    );
  }
});
