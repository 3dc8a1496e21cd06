/**
 * RULES §2 client routes as wouter patterns: client/src/app-routes.tsx routes these, and the server
 * answers 200 with the SPA for them and 404 for anything else.
 */
export const CLIENT_ROUTES = {
  week: "/",
  howItWorks: "/how-it-works",
  trivia: "/trivia",
  leaderboards: "/leaderboards",
  myPicks: "/my-picks",
  leagues: "/leagues",
  leagueInvite: "/leagues/join/:code",
  league: "/leagues/:id",
  leagueVanity: "/l/:slug",
  profile: "/profile",
  admin: "/admin",
  auth: "/auth",
} as const;

/** A route as the server matches it: each `:param` is one path segment, and a trailing slash is allowed except on "/". */
const patternOf = (route: string) =>
  route === "/" ? /^\/$/ : new RegExp(`^${route.replaceAll("/", "\\/").replace(/:\w+/g, "[^/]+")}\\/?$`);

export const clientRoutePatterns = Object.values(CLIENT_ROUTES).map(patternOf);

export const isClientRoute = (path: string) => clientRoutePatterns.some((pattern) => pattern.test(path));
