/**
 * Every enumerated value the product stores, listed once. zod contracts, drizzle columns and the
 * database CHECK constraints (server/db/schema) are all built from these lists.
 */
export const GAME_STATUSES = ["scheduled", "live", "final"] as const;
/** Where game data comes from: the CFBD API, or the replay of the recorded 2024 season (decisions 018, 057). */
export const GAME_DATA_SOURCES = ["cfbd", "replay"] as const;
export const FINALIZED_BY = ["sync", "admin"] as const;
export const SEASON_TYPES = ["regular", "postseason"] as const;
export const SIDES = ["HOME", "AWAY"] as const;
export const OVER_UNDER_CHOICES = ["over", "under"] as const;
export const ROLES = ["USER", "ADMIN"] as const;
export const LEAGUE_VISIBILITIES = ["private", "public"] as const;
export const LEAGUE_TYPES = ["both", "picks_only", "trivia_only"] as const;
export const LEAGUE_MEMBER_ROLES = ["member", "owner"] as const;
export const LEAGUE_MEMBER_STATUSES = ["active", "removed"] as const;
/** A league's pool format (issue 20, decision 021). */
export const PICK_MODES = ["straight", "spread"] as const;
export const LEAGUE_SLATES = ["power5", "ranked", "selected", "postseason"] as const;
export const LEAGUE_DEADLINES = ["kickoff", "first_kickoff"] as const;
export const TRIVIA_CATEGORIES = ["historical", "current", "conference", "fun_facts"] as const;
export const TRIVIA_DIFFICULTIES = ["easy", "medium", "hard"] as const;

export type GameStatus = (typeof GAME_STATUSES)[number];
export type Side = (typeof SIDES)[number];
export type OverUnderChoice = (typeof OVER_UNDER_CHOICES)[number];
export type Role = (typeof ROLES)[number];
export type LeagueVisibility = (typeof LEAGUE_VISIBILITIES)[number];
export type LeagueType = (typeof LEAGUE_TYPES)[number];
export type PickMode = (typeof PICK_MODES)[number];
export type LeagueSlate = (typeof LEAGUE_SLATES)[number];
export type LeagueDeadline = (typeof LEAGUE_DEADLINES)[number];
export type TriviaCategory = (typeof TRIVIA_CATEGORIES)[number];
export type TriviaDifficulty = (typeof TRIVIA_DIFFICULTIES)[number];
