/**
 * What one key may do per window (seconds): every route's limit, in one table. Generous for a
 * person (a commissioner of a big league included), tight for a script: the attack runs made 2,000
 * sign-ins at 335/s, 2,000 handle checks at 413/s, 150 share images in a row and 23,574 seat
 * reservations in 20 s. Every /api route's contract names its class (`limit` is required), so the
 * OpenAPI document states it; the routes outside /api take theirs from here too:
 * share images (`shareImage`), a league link's preview tags (`sharePage`) and matchmaking
 * (`seatReservation`).
 *
 * Exempt, on purpose (`EXEMPT_ROUTES` in server/http/rate-limit.ts): the operators' probes
 * `/healthz` and `/readyz` (a limited probe would take a healthy process out of service),
 * `/metrics` (answers this machine or the bearer of METRICS_TOKEN only), the built client's files
 * (read from disk), the 404 of an unknown /api or /matchmake path, and the WebSocket itself (it
 * takes a seat matchmaking reserved; at most 20 sockets a user, decision 010). The app's pages are
 * made from memory; only a league link's page reads its preview tags from the database, and past
 * `sharePage` it comes without them. `tests/api/route-limits.test.ts` walks every route and fails
 * on one that has no limit and is not exempt.
 */
export const RATE_LIMITS = {
  signInPerAddress: { points: 30, duration: 60 },
  signInPerEmail: { points: 10, duration: 60 },
  handleCheck: { points: 60, duration: 60 },
  /** Reads of rows by key (a league, its members, a card, a chat page, settings): a page shows a few. */
  read: { points: 600, duration: 60 },
  /** Writes of a few rows: the profile, push subscriptions and preferences, chat moderation, the nudge. */
  write: { points: 60, duration: 60 },
  pickWrite: { points: 120, duration: 60 },
  triviaPlay: { points: 60, duration: 60 },
  leagueJoin: { points: 20, duration: 60 },
  /** A commissioner's change that moves the league's boards: its settings, slate, tiebreaker, voids, members. */
  boardWrite: { points: 30, duration: 60 },
  /** Leaderboards, league standings and races, another player's picks: each may compute a board. */
  expensiveRead: { points: 240, duration: 60 },
  /** A read over the whole season: a survivor pool's week, a league's history (issue 39: 20 in flight slowed others 30×). */
  seasonRead: { points: 60, duration: 60 },
  /** Topic extraction and generation: each may be a call to the AI server. */
  leagueTrivia: { points: 20, duration: 3600 },
  /** League chat messages: a lively chat, not a flood (decision 033). */
  leagueChat: { points: 20, duration: 60 },
  /** A site admin's changes (settings, games, questions, users): one person at a form. */
  adminWrite: { points: 120, duration: 60 },
  /** A site admin's jobs: a provider sync, a regrade of the season, AI generation, the bank's seed. */
  adminJob: { points: 10, duration: 60 },
  /** A league link's preview image, drawn per request for anyone: per address (chat apps' fetchers included). */
  shareImage: { points: 30, duration: 60 },
  /** A league link's page with its preview tags (read from the database); past it the page comes without them. */
  sharePage: { points: 120, duration: 60 },
  /** Matchmaking joins: each reserves a seat in a room. A page joins a few; a reconnect joins again. */
  seatReservation: { points: 60, duration: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * A route's limit: counted per signed-in user (per client address when a public route is called
 * signed out), or per client address.
 */
export type RouteRateLimit = { name: RateLimitName; per: "user" | "address" };
