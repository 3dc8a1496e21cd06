export * from "./games.ts";
export * from "./leagues.ts";
export * from "./picks.ts";
export * from "./points.ts";
export * from "./push.ts";
export * from "./settings.ts";
export * from "./trivia.ts";
export * from "./users.ts";
