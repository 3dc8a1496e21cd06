import type { LeagueDeadline, LeagueSlate, Side } from "./enums.ts";
import { type RuleVersion, rulesForWeek } from "./league-rules.ts";
import { parseSpread, sameTeamName } from "./spread.ts";

/** A confidence value is 1..N, N the week's slate size; the database bounds it at this. */
export const MAX_CONFIDENCE = 100;
/** A tiebreaker total is the week's tiebreaker game's total points (both teams). */
export const MAX_TIEBREAKER_TOTAL = 300;
/** The owner's note on a voided game (why it earns nothing in the league). */
export const VOID_NOTE_MAX = 200;

export interface SlateGame {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoffISO: Date;
  status: string;
  homeTeamRank: number | null;
  awayTeamRank: number | null;
  /** A game of the site's pick'em; the week's other FBS games are only for selected slates. */
  powerFive: boolean;
}

/**
 * The week's games a league plays under its slate rule, by kickoff (then id, so ties have one
 * order): every Power-5 game; every FBS game with an AP-ranked team; the owner's choice of any; or,
 * in a postseason week, every postseason game of the season on one card (`postseasonGames`: empty
 * in a regular week; decision 038).
 */
export function slateOf<G extends SlateGame>(
  slate: LeagueSlate,
  weekGames: readonly G[],
  selectedIds: ReadonlySet<string>,
  postseasonGames: readonly G[] = [],
): G[] {
  const inSlate =
    slate === "postseason"
      ? [...postseasonGames]
      : weekGames.filter((game) => {
          if (slate === "ranked") return game.homeTeamRank !== null || game.awayTeamRank !== null;
          if (slate === "selected") return selectedIds.has(game.id);
          return game.powerFive;
        });
  return inSlate.sort((a, b) => a.kickoffISO.getTime() - b.kickoffISO.getTime() || a.id.localeCompare(b.id));
}

/** When the slate first locks: its first kickoff (null for an empty slate). */
export const firstLockOf = (slate: readonly SlateGame[]): Date | null => slate[0]?.kickoffISO ?? null;

/**
 * How a league plays a week: the version of its rules in force when the week's slate first locked
 * (`rulesForWeek`, decision 021) and the slate under it.
 */
export function weekPlay<V extends RuleVersion, G extends SlateGame>(
  versions: readonly V[],
  weekGames: readonly G[],
  selectedIds: ReadonlySet<string>,
  postseasonGames: readonly G[] = [],
): { version: V; slate: G[] } {
  const slate = (v: V) => slateOf(v.rules.slate, weekGames, selectedIds, postseasonGames);
  const version = rulesForWeek(versions, (v) => firstLockOf(slate(v)));
  return { version, slate: slate(version) };
}

/**
 * When a slate game locks: at its kickoff, or with `first_kickoff` the whole slate at its first
 * kickoff. A game that is no longer scheduled (live, final) is locked whatever the clock says.
 */
export function locksAt(deadline: LeagueDeadline, slate: readonly SlateGame[], game: SlateGame): Date {
  return deadline === "first_kickoff" ? (firstLockOf(slate) ?? game.kickoffISO) : game.kickoffISO;
}

/**
 * A league plays a week when its slate still had a game open at the league's creation (decision
 * 056, as survivor pools do, decision 040): a league created once the week's slate has locked (with
 * `first_kickoff`, after its first kickoff) starts the next week. An empty slate is not decided yet.
 */
export function playsWeekFrom(deadline: LeagueDeadline, slate: readonly SlateGame[], createdAt: Date): boolean {
  return slate.length === 0 || slate.some((game) => locksAt(deadline, slate, game).getTime() > createdAt.getTime());
}

/** What the week after a site week is called, as far as its own label tells ("Week 13" → "Week 14"). */
export function nextWeekName(week: { week: number; label: string }): string {
  return week.label === `Week ${week.week}` ? `Week ${week.week + 1}` : "next week";
}

export function isCardGameLocked(deadline: LeagueDeadline, slate: readonly SlateGame[], game: SlateGame, now: Date) {
  return game.status !== "scheduled" || now.getTime() >= locksAt(deadline, slate, game).getTime();
}

/**
 * The week's tiebreaker game: the one the owner named while it is on the slate, else the slate's
 * last kickoff (decision 025). Null for an empty slate.
 */
export function tiebreakerGameOf<G extends { id: string }>(slate: readonly G[], namedGameId?: string | null): G | null {
  const named = namedGameId ? slate.find((game) => game.id === namedGameId) : undefined;
  return named ?? slate.at(-1) ?? null;
}

/**
 * The home team's line from a spread text ("Georgia -3.5" at home → -3.5; "Georgia -3.5" away →
 * +3.5), null when there is no readable line.
 */
export function homeLineOf(game: { spread: string | null; homeTeam: string; awayTeam: string }): number | null {
  const parsed = parseSpread(game.spread);
  if (!parsed) return null;
  if (parsed.points === 0) return 0;
  if (sameTeamName(parsed.team, game.homeTeam)) return parsed.points;
  if (sameTeamName(parsed.team, game.awayTeam)) return -parsed.points;
  return null;
}

export type SpreadResult = "covered" | "push" | "missed";

/** Against the spread: the picked side covers when its score plus its line beats the other's. */
export function spreadResult(winner: Side, homeLine: number, finalHome: number, finalAway: number): SpreadResult {
  const homeMargin = finalHome + homeLine - finalAway;
  if (homeMargin === 0) return "push";
  return homeMargin > 0 === (winner === "HOME") ? "covered" : "missed";
}

/**
 * What is wrong with a card's confidence values (all of the week's picks, saved and sent): each
 * distinct and within 1..N. Null when they are fine.
 */
export function confidenceProblem(values: readonly number[], slateSize: number): string | null {
  const seen = new Set<number>();
  for (const value of values) {
    if (!Number.isInteger(value) || value < 1 || value > slateSize) {
      return `Confidence ${value} is out of range: use 1 to ${slateSize}`;
    }
    if (seen.has(value)) return `Confidence ${value} is used twice`;
    seen.add(value);
  }
  return null;
}

/**
 * A card's confidence values once its slate holds `slateSize` games (decision 053). `values` are the
 * values a save may still change (picks of open slate games), distinct; `fixed` are the values held
 * by picks that cannot change (locked ones), which no new value takes. Each value keeps its place in
 * the order and is lowered only as far as it must be: from the highest down, to the highest free
 * value at or below both itself and the one above's new value. Values that already fit stay as
 * they are, so a slate that only grows changes nothing. Answers the new values, position for position.
 */
export function repackedConfidence(
  values: readonly number[],
  slateSize: number,
  fixed: readonly number[] = [],
): number[] {
  const taken = new Set(fixed);
  const packed = [...values];
  let ceiling = slateSize;
  for (const index of values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!)) {
    let value = Math.min(values[index]!, ceiling);
    while (taken.has(value)) value--;
    packed[index] = value;
    ceiling = value - 1;
  }
  return packed;
}

/**
 * The points a confidence value is worth on a slate of `slateSize` games: itself within 1..N, else
 * nothing (a value left above N by a slate that shrank earns nothing rather than more than N could).
 */
export function countedConfidence(value: number | null | undefined, slateSize: number): number {
  return value !== null && value !== undefined && value >= 1 && value <= slateSize ? value : 0;
}
