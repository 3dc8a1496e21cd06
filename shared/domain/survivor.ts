/**
 * Survivor (eliminator) pools (issue 21, decision 040): each week every living member picks one team
 * of the week's slate to win straight up; a team once per season; a loss, a tie or no pick by the
 * week's deadline costs a life. The last member alive wins; when everyone still alive would be
 * eliminated in the same week, they all survive it. The one home of these rules.
 */

import type { LeagueSlate } from "./enums.ts";
import type { LeagueRules } from "./league-rules.ts";

export const LEAGUE_FORMATS = ["pickem", "survivor"] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];
export const SURVIVOR_LIVES_MIN = 1;
export const SURVIVOR_LIVES_MAX = 3;
export const DEFAULT_SURVIVOR_LIVES = 1;

/** The slates a pool may play: one week's games each week (the postseason's one card spans weeks). */
export const SURVIVOR_SLATES = ["power5", "ranked", "selected"] as const satisfies readonly LeagueSlate[];
export const SURVIVOR_RULES_MESSAGE =
  "A survivor pool picks one team a week to win straight up: no spread, confidence points, tiebreaker or postseason card";

/**
 * Of a league's rules a pool plays by its slate and deadline only; the pick'em ones must stay off, so
 * that what the league says it plays is what it plays. Null when the rules suit a pool.
 */
export function survivorRulesProblem(rules: Omit<LeagueRules, "points">): string | null {
  const suits =
    rules.pickMode === "straight" &&
    !rules.confidence &&
    !rules.tiebreaker &&
    (SURVIVOR_SLATES as readonly LeagueSlate[]).includes(rules.slate);
  return suits ? null : SURVIVOR_RULES_MESSAGE;
}

/** How a member's pick of a week turned out; `pending` until its game is final (or, with no pick, the week closes). */
export type SurvivorOutcome = "won" | "lost" | "tied" | "no_pick" | "pending";

export interface SurvivorGameResult {
  id: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
}

/** One week of the pool, in order: `closed` once every slate game has locked (no pick can be made any more). */
export interface SurvivorWeek {
  weekId: string;
  closed: boolean;
}

export interface SurvivorPick {
  userId: string;
  weekId: string;
  gameId: string;
  team: string;
}

export interface SurvivorMemberResult {
  userId: string;
  livesLeft: number;
  /** The week the member lost their last life; null while alive. */
  fellWeekId: string | null;
  /** Each played week's outcome, in order (weeks after the member fell or the pool ended are absent). */
  weeks: { weekId: string; outcome: SurvivorOutcome; spared: boolean }[];
}

export interface SurvivorStandings {
  members: SurvivorMemberResult[];
  aliveCount: number;
  /** The last member alive, once every week so far is decided; null while the pool goes on. */
  winnerId: string | null;
}

/** What a pick of `team` in a game earned: won or lost straight up, a tie, or pending until final. */
export function pickOutcome(team: string, game: SurvivorGameResult | undefined): SurvivorOutcome {
  if (!game || game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) {
    return "pending";
  }
  if (game.finalHomeScore === game.finalAwayScore) return "tied";
  const winner = game.finalHomeScore > game.finalAwayScore ? game.homeTeam : game.awayTeam;
  return winner === team ? "won" : "lost";
}

export const costsALife = (outcome: SurvivorOutcome) =>
  outcome === "lost" || outcome === "tied" || outcome === "no_pick";

/**
 * The pool from its weeks in order, its active members, their picks and the games' results. A week
 * counts for every member alive at its start (a member who joins late has missed weeks: no pick).
 * While a week is undecided (a picked game not final, or picks still open), its decided losses show
 * at once, and the all-out rule and the winner wait for the week to be decided.
 */
export function survivorStandings(input: {
  lives: number;
  memberIds: readonly string[];
  weeks: readonly SurvivorWeek[];
  picks: readonly SurvivorPick[];
  games: ReadonlyMap<string, SurvivorGameResult>;
}): SurvivorStandings {
  const pickOf = new Map(input.picks.map((p) => [`${p.userId}|${p.weekId}`, p]));
  const members = new Map<string, SurvivorMemberResult>(
    input.memberIds.map((userId) => [userId, { userId, livesLeft: input.lives, fellWeekId: null, weeks: [] }]),
  );
  let winnerId: string | null = null;
  let decidedSoFar = true;
  for (const week of input.weeks) {
    const alive = [...members.values()].filter((m) => m.livesLeft > 0);
    if (alive.length === 0 || winnerId !== null) break;
    const outcomes = alive.map((member) => {
      const pick = pickOf.get(`${member.userId}|${week.weekId}`);
      const outcome: SurvivorOutcome = pick
        ? pickOutcome(pick.team, input.games.get(pick.gameId))
        : week.closed
          ? "no_pick"
          : "pending";
      return { member, outcome };
    });
    const decided = outcomes.every((o) => o.outcome !== "pending");
    const allOut = decided && outcomes.every((o) => costsALife(o.outcome) && o.member.livesLeft === 1);
    for (const { member, outcome } of outcomes) {
      member.weeks.push({ weekId: week.weekId, outcome, spared: allOut });
      if (allOut || !costsALife(outcome)) continue;
      member.livesLeft -= 1;
      if (member.livesLeft === 0) member.fellWeekId = week.weekId;
    }
    decidedSoFar &&= decided;
    const stillAlive = alive.filter((m) => m.livesLeft > 0);
    if (decidedSoFar && members.size > 1 && stillAlive.length === 1) winnerId = stillAlive[0]!.userId;
  }
  const list = [...members.values()];
  return { members: list, aliveCount: list.filter((m) => m.livesLeft > 0).length, winnerId };
}

/** The teams a member has used, week by week, leaving out `exceptWeekId` (the week being picked). */
export function usedTeams(picks: readonly SurvivorPick[], userId: string, exceptWeekId?: string): Map<string, string> {
  return new Map(
    picks.filter((p) => p.userId === userId && p.weekId !== exceptWeekId).map((p) => [p.team, p.weekId] as const),
  );
}
