import type { PointsSettings } from "../contracts/points.ts";
import type { LeagueDeadline, LeagueSlate, LeagueType, PickMode } from "./enums.ts";
import type { LeagueFormat } from "./survivor.ts";

/** How a league plays its weeks (issue 20; decision 021). */
export interface LeagueRules {
  pickMode: PickMode;
  confidence: boolean;
  slate: LeagueSlate;
  deadline: LeagueDeadline;
  tiebreaker: boolean;
  points: PointsSettings;
}

/** Every format field but the points: today's game, the defaults of a new league. */
export const DEFAULT_LEAGUE_FORMAT = {
  pickMode: "straight",
  confidence: false,
  slate: "power5",
  deadline: "kickoff",
  tiebreaker: false,
} as const satisfies Omit<LeagueRules, "points">;

/** An owner's selected slate holds this many games of the week, any FBS games. */
export const SELECTED_SLATE_MIN = 1;
export const SELECTED_SLATE_MAX = 30;

/**
 * A league whose format is the site's (winners on every Power-5 game, each locking at kickoff, no
 * confidence, no tiebreaker) plays on its members' global picks: there is no card to fill twice.
 */
export function playsOnGlobalPicks(rules: Omit<LeagueRules, "points">): boolean {
  return (Object.keys(DEFAULT_LEAGUE_FORMAT) as (keyof typeof DEFAULT_LEAGUE_FORMAT)[]).every(
    (key) => rules[key] === DEFAULT_LEAGUE_FORMAT[key],
  );
}

/**
 * What a new league counts when its owner names no type (decision 056): a pool with a card of its
 * own (a format that is not the site's, or a survivor pool) counts its picks only, so daily trivia
 * answered before any kickoff cannot decide it; a league on the site's picks counts picks and trivia.
 */
export function defaultLeagueType(rules: Omit<LeagueRules, "points">, format: LeagueFormat = "pickem"): LeagueType {
  return format === "survivor" || !playsOnGlobalPicks(rules) ? "picks_only" : "both";
}

/** One saved set of a league's rules, and when it was saved. */
export interface RuleVersion {
  rules: LeagueRules;
  savedAt: Date;
}

/**
 * The rules a week is played under. Each version is in force from its save until the next one; the
 * week takes the version in force when its slate first locks (`firstLock` answers when that is under
 * a version's rules, null while it has no slate yet, e.g. nothing selected). A change saved after the
 * week started never reaches it, whatever its own slate would be; one saved before does.
 */
export function rulesForWeek<V extends RuleVersion>(versions: readonly V[], firstLock: (version: V) => Date | null): V {
  const inOrder = [...versions].sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime());
  for (let i = 0; i < inOrder.length - 1; i++) {
    const lock = firstLock(inOrder[i]!);
    if (lock !== null && lock.getTime() <= inOrder[i + 1]!.savedAt.getTime()) return inOrder[i]!;
  }
  const last = inOrder.at(-1);
  if (!last) throw new Error("A league always has a first version of its rules");
  return last;
}
