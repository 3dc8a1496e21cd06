export * from "./users.ts";
export * from "./games.ts";
export * from "./picks.ts";
export * from "./points.ts";
export * from "./leagues.ts";
export * from "./trivia.ts";
export * from "./settings.ts";
