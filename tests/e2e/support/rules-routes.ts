/**
 * Every route of RULES §2 as the browser tests visit it: signed out, as a player, and as an admin where
 * the route differs for one. `ready` is a selector that is visible once the page has its content;
 * `title` is the document title the page sets.
 */
export interface RouteWorld {
  leagueId: string;
  leagueSlug: string;
  joinCode: string;
  leagueName: string;
}

export interface RouteVisit {
  ready: string;
  title: string | ((world: RouteWorld) => string);
}

export interface RulesRoute {
  route: string;
  path(world: RouteWorld): string;
  signedOut: RouteVisit;
  player: RouteVisit;
  admin?: RouteVisit;
}

const APP = "Gridiron Picks";
const titled = (page: string) => `${page} · ${APP}`;
const landing: RouteVisit = { ready: '[data-testid="landing-page"] h1', title: `${APP} — College Football Pick'em` };
const heading = (text: string) => `main h1:text-is("${text}")`;

export const rulesRoutes: RulesRoute[] = [
  {
    route: "/",
    path: () => "/",
    signedOut: landing,
    player: {
      ready: '[data-testid="week-board"][data-mounted="all"] [data-testid="game-card"]',
      title: titled("Current Week"),
    },
  },
  {
    route: "/how-it-works",
    path: () => "/how-it-works",
    signedOut: { ready: '[data-testid="scoring-values"]', title: titled("How It Works") },
    player: { ready: '[data-testid="scoring-values"]', title: titled("How It Works") },
  },
  {
    route: "/trivia",
    path: () => "/trivia",
    signedOut: landing,
    player: { ready: heading("Daily Trivia"), title: titled("Daily Trivia") },
  },
  {
    route: "/leaderboards",
    path: () => "/leaderboards",
    signedOut: landing,
    player: { ready: heading("Leaderboards"), title: titled("Leaderboards") },
  },
  {
    route: "/my-picks",
    path: () => "/my-picks",
    signedOut: landing,
    player: { ready: heading("My Picks"), title: titled("My Picks") },
  },
  {
    route: "/leagues",
    path: () => "/leagues",
    signedOut: landing,
    player: { ready: '[data-testid="league-card"]', title: titled("Leagues") },
  },
  {
    route: "/leagues/{id}",
    path: (w) => `/leagues/${w.leagueId}`,
    signedOut: landing,
    player: { ready: '[data-testid="share-link"]', title: (w) => titled(w.leagueName) },
  },
  {
    route: "/leagues/join/{code}",
    path: (w) => `/leagues/join/${w.joinCode}`,
    signedOut: { ready: '[data-testid="league-invite"]', title: titled("League Invite") },
    player: { ready: '[data-testid="league-invite"]', title: titled("League Invite") },
  },
  {
    route: "/l/{slug}",
    path: (w) => `/l/${w.leagueSlug}`,
    signedOut: landing,
    player: { ready: '[data-testid="share-link"]', title: (w) => titled(w.leagueName) },
  },
  {
    route: "/profile",
    path: () => "/profile",
    signedOut: landing,
    player: { ready: '[data-testid="profile-handle"]', title: titled("Profile Settings") },
  },
  {
    route: "/admin",
    path: () => "/admin",
    signedOut: landing,
    player: { ready: '[data-testid="access-denied"]', title: titled("Access Denied") },
    admin: { ready: '[data-testid="admin-trivia-management"]', title: titled("Admin Panel") },
  },
  {
    route: "/auth",
    path: () => "/auth",
    signedOut: { ready: 'input[name="email"]', title: titled("Sign In") },
    player: { ready: 'a:text("continue")', title: titled("Sign In") },
  },
  {
    route: "any other path",
    path: () => "/no/such/page",
    signedOut: { ready: '[data-testid="not-found"]', title: titled("Page Not Found") },
    player: { ready: '[data-testid="not-found"]', title: titled("Page Not Found") },
  },
];

export const titleOf = (visit: RouteVisit, world: RouteWorld) =>
  typeof visit.title === "string" ? visit.title : visit.title(world);
