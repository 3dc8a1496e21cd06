import { MEMBERS_ONLY_SURVIVOR_MESSAGE } from "../../shared/contracts/survivor.ts";
import { CHAT_MESSAGES } from "../../shared/domain/league-chat.ts";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import type { Actor, RouteWorld } from "./route-world.ts";
import { newSubscriptionKeys } from "./web-push-decrypt.ts";

/**
 * Who may call a route. Everything but `public` refuses a signed-out caller with 401.
 * - signedIn: any signed-in player or admin.
 * - admin: admins; players get 403.
 * - leagueViewer: a private league's members (others get its 404, as if it did not exist); anyone signed in on a public one.
 * - leagueOwner: as leagueViewer, then the owner only (403 for everyone else who can see the league).
 * - leagueMember: as leagueViewer, then its active members only (403 for others who can see the league).
 */
export type Access = "public" | "signedIn" | "admin" | "leagueViewer" | "leagueOwner" | "leagueMember";
export type League = RouteWorld["leagues"]["private"];

export interface RouteAccess {
  access: Access;
  path: (w: RouteWorld, league: League) => string;
  body?: (w: RouteWorld, league: League, actor: Actor) => unknown;
  /** What a caller who is let through gets (default 200 or 201): the handler's own answers, never 401 or 403. */
  ok?: number[];
  /** A leagueMember route's 403 to a non-member of a public league, when it is not the card's. */
  forbidden?: string;
}

export const json = { headers: { "content-type": "application/json" } };
const league =
  (suffix = "") =>
  (_w: RouteWorld, l: League) =>
    `/api/leagues/${l.id}${suffix}`;
const fixed = (path: string) => () => path;
/** A browser's subscription as POST /api/push/subscriptions takes it (nothing is sent to it here). */
const pushSubscription = {
  endpoint: "https://push.example.com/send/route-table",
  expirationTime: null,
  keys: newSubscriptionKeys().keys,
};

/** Every route of the app; the authorization matrix fails when a mounted route has no entry here. */
export const ROUTES: Record<string, RouteAccess> = {
  "GET /api/login": { access: "public", path: fixed("/api/login"), ok: [302] },
  "GET /api/logout": { access: "public", path: fixed("/api/logout"), ok: [302] },
  "GET /api/auth/providers": { access: "public", path: fixed("/api/auth/providers") },
  "GET /api/auth/user": { access: "signedIn", path: fixed("/api/auth/user") },
  "POST /api/auth/dev-login": {
    access: "public",
    path: fixed("/api/auth/dev-login"),
    body: () => ({ email: "newcomer@example.com" }),
  },
  "GET /api/admin/auth/status": { access: "public", path: fixed("/api/admin/auth/status") },
  // No OAuth provider is configured here: the provider routes answer every caller alike.
  "GET /api/auth/:provider/start": { access: "public", path: fixed("/api/auth/google/start"), ok: [404] },
  "GET /api/auth/:provider/callback": {
    access: "public",
    path: fixed("/api/auth/google/callback?code=x&state=y"),
    ok: [404],
  },
  "GET /api/auth/check-handle": { access: "signedIn", path: fixed("/api/auth/check-handle?handle=someone_new") },
  "GET /api/auth/suggest-handle": { access: "signedIn", path: fixed("/api/auth/suggest-handle") },
  "PATCH /api/auth/set-handle": {
    access: "signedIn",
    path: fixed("/api/auth/set-handle"),
    body: () => ({ handle: "fresh_handle", termsAccepted: true }),
    ok: [200, 409],
  },
  "PATCH /api/me/profile": {
    access: "signedIn",
    path: fixed("/api/me/profile"),
    body: () => ({ favoriteTeam: "Georgia", favoriteTeamColor: "#ba0c2f" }),
  },
  "GET /api/teams": { access: "public", path: fixed("/api/teams") },
  "GET /api/openapi.json": { access: "public", path: fixed("/api/openapi.json") },
  "GET /api/docs": { access: "public", path: fixed("/api/docs") },
  "GET /api/docs/init.js": { access: "public", path: fixed("/api/docs/init.js") },
  "GET /api/docs/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}": {
    access: "public",
    path: fixed("/api/docs/swagger-ui.css"),
  },
  "GET /api/settings/points": { access: "public", path: fixed("/api/settings/points") },
  "GET /api/settings/trivia": { access: "public", path: fixed("/api/settings/trivia") },
  "GET /api/trivia/stats": { access: "signedIn", path: fixed("/api/trivia/stats") },
  "GET /api/trivia/daily": { access: "signedIn", path: fixed("/api/trivia/daily") },
  "POST /api/trivia/questions/:id/unlock": {
    access: "signedIn",
    path: (w) => `/api/trivia/questions/${w.ids.question}/unlock`,
    ok: [200, 404],
  },
  "POST /api/trivia/answer": {
    access: "signedIn",
    path: fixed("/api/trivia/answer"),
    body: (w) => ({ questionId: w.ids.question, userAnswer: "Right" }),
    ok: [200, 404, 409],
  },
  "POST /api/trivia/submit": {
    access: "signedIn",
    path: fixed("/api/trivia/submit"),
    body: () => ({ answers: [] }),
    ok: [200, 409],
  },
  "GET /api/leagues/:id/trivia/race": { access: "leagueViewer", path: league("/trivia/race") },
  "GET /api/weeks/current": { access: "public", path: fixed("/api/weeks/current") },
  "GET /api/weeks": { access: "signedIn", path: fixed("/api/weeks") },
  "POST /api/picks": {
    access: "signedIn",
    path: fixed("/api/picks"),
    body: (w) => ({ gameId: w.ids.game, winner: "HOME" }),
  },
  "GET /api/me/picks": { access: "signedIn", path: fixed("/api/me/picks") },
  "GET /api/me/league-honors": { access: "signedIn", path: fixed("/api/me/league-honors") },
  "GET /api/users/:id/picks/current": { access: "signedIn", path: (w) => `/api/users/${w.ids.member}/picks/current` },
  "GET /api/leaderboard": { access: "signedIn", path: fixed("/api/leaderboard") },
  "GET /api/leagues/:id/standings/season": { access: "leagueViewer", path: league("/standings/season") },
  "GET /api/leagues/:id/standings/week/:weekId": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/standings/week/${w.ids.week}`,
  },
  // The invite page is public (RULES §2): the code is the key.
  "GET /api/leagues/by-code/:code": { access: "public", path: (_w, l) => `/api/leagues/by-code/${l.joinCode}` },
  "GET /api/leagues": { access: "signedIn", path: fixed("/api/leagues") },
  "POST /api/leagues": {
    access: "signedIn",
    path: fixed("/api/leagues"),
    body: (_w, _l, actor) => ({ name: `League of ${actor}` }),
  },
  "POST /api/leagues/join": {
    access: "signedIn",
    path: fixed("/api/leagues/join"),
    body: (_w, l) => ({ joinCode: l.joinCode }),
    ok: [200, 409],
  },
  "POST /api/leagues/join/:code": {
    access: "signedIn",
    path: (_w, l) => `/api/leagues/join/${l.joinCode}`,
    ok: [200, 409],
  },
  "GET /api/leagues/slug/:slug": { access: "leagueViewer", path: (_w, l) => `/api/leagues/slug/${l.slug}` },
  "GET /api/leagues/:id": { access: "leagueViewer", path: league() },
  "PATCH /api/leagues/:id": { access: "leagueOwner", path: league(), body: () => ({ description: "New words" }) },
  "GET /api/leagues/:id/members": { access: "leagueViewer", path: league("/members") },
  "POST /api/leagues/:id/join": { access: "leagueViewer", path: league("/join"), ok: [200, 409] },
  "DELETE /api/leagues/:id/members/:userId": {
    access: "leagueOwner",
    path: (w, l) => `/api/leagues/${l.id}/members/${w.ids.spare}`,
  },
  "POST /api/leagues/:id/join-code": { access: "leagueOwner", path: league("/join-code") },
  "GET /api/leagues/:id/card": {
    access: "leagueMember",
    path: (w, l) => `/api/leagues/${l.id}/card?weekId=${w.ids.week}`,
  },
  // The route world's leagues play on the week page's picks, so a member reaches the handler and hears so (409).
  "PUT /api/leagues/:id/card": {
    access: "leagueMember",
    path: league("/card"),
    body: (w) => ({ weekId: w.ids.week, picks: [{ gameId: w.ids.game, winner: "HOME" }] }),
    ok: [409],
  },
  "GET /api/leagues/:id/picks": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/picks?weekId=${w.ids.week}`,
  },
  "GET /api/leagues/:id/history": { access: "leagueViewer", path: league("/history") },
  // The route world's leagues are pick'em leagues: their survivor pool answers 409 to whoever gets through.
  "GET /api/leagues/:id/survivor": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/survivor?weekId=${w.ids.week}`,
    ok: [409],
  },
  "PUT /api/leagues/:id/survivor": {
    access: "leagueMember",
    path: league("/survivor"),
    body: (w) => ({ weekId: w.ids.week, gameId: w.ids.game, side: "HOME" }),
    ok: [409],
    forbidden: MEMBERS_ONLY_SURVIVOR_MESSAGE,
  },
  "GET /api/leagues/:id/missing-cards": { access: "leagueOwner", path: league("/missing-cards") },
  // A second Nudge the same week is a 409: the matrix may send it more than once.
  "POST /api/leagues/:id/nudge": { access: "leagueOwner", path: league("/nudge"), ok: [200, 409] },
  "GET /api/push/key": { access: "public", path: fixed("/api/push/key") },
  "POST /api/push/subscriptions": {
    access: "signedIn",
    path: fixed("/api/push/subscriptions"),
    body: () => pushSubscription,
  },
  "DELETE /api/push/subscriptions": {
    access: "signedIn",
    path: fixed("/api/push/subscriptions"),
    body: () => ({ endpoint: pushSubscription.endpoint }),
  },
  "GET /api/push/preferences": { access: "signedIn", path: fixed("/api/push/preferences") },
  "PUT /api/push/preferences": {
    access: "signedIn",
    path: fixed("/api/push/preferences"),
    body: () => ({ triviaReminderAt: "18:00" }),
  },
  "GET /api/leagues/:id/voids": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/voids?weekId=${w.ids.week}`,
  },
  // The route world's game is on every league's Power-5 slate: the owner voids and restores it.
  "POST /api/leagues/:id/voids": {
    access: "leagueOwner",
    path: league("/voids"),
    body: (w) => ({ gameId: w.ids.game, note: "Moved to Sunday" }),
  },
  "DELETE /api/leagues/:id/voids/:gameId": {
    access: "leagueOwner",
    path: (w, l) => `/api/leagues/${l.id}/voids/${w.ids.game}`,
  },
  "GET /api/leagues/:id/tiebreaker": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/tiebreaker?weekId=${w.ids.week}`,
  },
  // The route world's leagues have no tiebreaker, so the owner reaches the handler and hears so (409).
  "PUT /api/leagues/:id/tiebreaker": {
    access: "leagueOwner",
    path: league("/tiebreaker"),
    body: (w) => ({ weekId: w.ids.week, gameId: w.ids.game }),
    ok: [409],
  },
  "GET /api/leagues/:id/slate": {
    access: "leagueViewer",
    path: (w, l) => `/api/leagues/${l.id}/slate?weekId=${w.ids.week}`,
  },
  // The route world's leagues play every Power-5 game, so the owner reaches the handler and hears so (409).
  "PUT /api/leagues/:id/slate": {
    access: "leagueOwner",
    path: league("/slate"),
    body: (w) => ({ weekId: w.ids.week, gameIds: [w.ids.game] }),
    ok: [409],
  },
  "GET /api/leagues/:id/chat": { access: "leagueMember", path: league("/chat"), forbidden: CHAT_MESSAGES.membersOnly },
  "POST /api/leagues/:id/chat": {
    access: "leagueMember",
    path: league("/chat"),
    body: (_w, _l, actor) => ({ text: `Hello from ${actor}` }),
    forbidden: CHAT_MESSAGES.membersOnly,
  },
  // No line has this id: a member reaches the handler and hears so (404).
  "DELETE /api/leagues/:id/chat/:messageId": {
    access: "leagueMember",
    path: (_w, l) => `/api/leagues/${l.id}/chat/00000000-0000-4000-8000-00000000c4a7`,
    ok: [404],
    forbidden: CHAT_MESSAGES.membersOnly,
  },
  "POST /api/leagues/:id/mutes": {
    access: "leagueOwner",
    path: league("/mutes"),
    body: (w) => ({ userId: w.ids.spare }),
  },
  "DELETE /api/leagues/:id/mutes/:userId": {
    access: "leagueOwner",
    path: (w, l) => `/api/leagues/${l.id}/mutes/${w.ids.spare}`,
  },
  "POST /api/leagues/:id/trivia/extract-topics": {
    access: "leagueOwner",
    path: league("/trivia/extract-topics"),
    body: () => ({ description: "Georgia and SEC fans" }),
    ok: [200, 422],
  },
  "POST /api/leagues/:id/trivia/generate": {
    access: "leagueOwner",
    path: league("/trivia/generate"),
    body: () => ({ topics: ["Georgia"], count: 1 }),
    ok: [200, 409, 422],
  },
  "GET /api/admin/settings/points": { access: "admin", path: fixed("/api/admin/settings/points") },
  "PUT /api/admin/settings/points": {
    access: "admin",
    path: fixed("/api/admin/settings/points"),
    body: () => defaultPointsSettings,
  },
  "GET /api/admin/settings/trivia": { access: "admin", path: fixed("/api/admin/settings/trivia") },
  "PUT /api/admin/settings/trivia": {
    access: "admin",
    path: fixed("/api/admin/settings/trivia"),
    body: () => ({ answerTimeLimit: 20 }),
  },
  "POST /api/admin/sync": { access: "admin", path: fixed("/api/admin/sync") },
  "GET /api/admin/sync-budget": { access: "admin", path: fixed("/api/admin/sync-budget") },
  "POST /api/admin/weeks/:id/recalculate-boundaries": {
    access: "admin",
    path: (w) => `/api/admin/weeks/${w.ids.week}/recalculate-boundaries`,
  },
  "GET /api/admin/trivia/questions": { access: "admin", path: fixed("/api/admin/trivia/questions") },
  "POST /api/admin/trivia/questions": {
    access: "admin",
    path: fixed("/api/admin/trivia/questions"),
    body: () => ({
      question: "Who won the matrix bowl?",
      correctAnswer: "Us",
      incorrectAnswers: ["A", "B", "C"],
      category: "fun_facts",
      difficulty: "easy",
    }),
  },
  "DELETE /api/admin/trivia/questions/:id": {
    access: "admin",
    path: (w) => `/api/admin/trivia/questions/${w.ids.question}`,
  },
  "POST /api/admin/trivia/seed": { access: "admin", path: fixed("/api/admin/trivia/seed") },
  "GET /api/admin/trivia/ai-status": { access: "admin", path: fixed("/api/admin/trivia/ai-status") },
  // No AI service is configured here: an admin reaches the handler and hears so (503).
  "POST /api/admin/trivia/generate": {
    access: "admin",
    path: fixed("/api/admin/trivia/generate"),
    body: () => ({ count: 1 }),
    ok: [503],
  },
  "GET /api/admin/users": { access: "admin", path: fixed("/api/admin/users") },
  "DELETE /api/admin/users/:id": { access: "admin", path: (w) => `/api/admin/users/${w.ids.spare}` },
  "GET /api/admin/current-week": { access: "admin", path: fixed("/api/admin/current-week") },
  "PATCH /api/admin/games/:id/popular": {
    access: "admin",
    path: (w) => `/api/admin/games/${w.ids.game}/popular`,
    body: () => ({ isPopular: true }),
  },
  "POST /api/admin/finalize/:gameId": {
    access: "admin",
    path: (w) => `/api/admin/finalize/${w.ids.game}`,
    body: () => ({ finalHomeScore: 21, finalAwayScore: 14 }),
  },
  "POST /api/admin/regrade/:gameId": {
    access: "admin",
    path: (w) => `/api/admin/regrade/${w.ids.game}`,
    ok: [200, 400, 409],
  },
  "POST /api/admin/regrade-all": { access: "admin", path: fixed("/api/admin/regrade-all") },
};
