/**
 * What one key may do per window (seconds). Generous for a person, tight for a script: the attack
 * run made 2,000 sign-ins at 335/s and 2,000 handle checks at 413/s. The routes' contracts name
 * theirs, so the OpenAPI document states them.
 */
export const RATE_LIMITS = {
  signInPerAddress: { points: 30, duration: 60 },
  signInPerEmail: { points: 10, duration: 60 },
  handleCheck: { points: 60, duration: 60 },
  pickWrite: { points: 120, duration: 60 },
  triviaPlay: { points: 60, duration: 60 },
  leagueJoin: { points: 20, duration: 60 },
  /** Leaderboards, league standings and races, another player's picks: each may compute a board. */
  expensiveRead: { points: 240, duration: 60 },
  /** Topic extraction and generation: each may be a call to the AI server. */
  leagueTrivia: { points: 20, duration: 3600 },
  /** League chat messages: a lively chat, not a flood (decision 033). */
  leagueChat: { points: 20, duration: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** A route's limit: counted per signed-in user, or per client address. */
export type RouteRateLimit = { name: RateLimitName; per: "user" | "address" };
