/** Client routes of RULES §2; the server answers 200 with the SPA for these and 404 for anything else. */
export const clientRoutePatterns = [
  /^\/$/,
  /^\/how-it-works\/?$/,
  /^\/trivia\/?$/,
  /^\/leaderboards\/?$/,
  /^\/my-picks\/?$/,
  /^\/leagues\/?$/,
  /^\/leagues\/join\/[^/]+\/?$/,
  /^\/leagues\/[^/]+\/?$/,
  /^\/l\/[^/]+\/?$/,
  /^\/profile\/?$/,
  /^\/admin\/?$/,
  /^\/auth\/?$/,
];

export const isClientRoute = (path: string) => clientRoutePatterns.some((pattern) => pattern.test(path));
