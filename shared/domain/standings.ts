/**
 * How a board orders players (RULES §1 "Tie-break: earliest submission wins"), the one rule the
 * server's boards, the league standings and the tests all use.
 */
export interface RankKey {
  userId: string;
  points: number;
  /** When the player's last counted pick (a pick of a graded game in scope) was saved, in µs; null without one. */
  lastPickAt: number | null;
}

/**
 * Players with a place (hasPlace) before those without, whatever their points (a penalty can take
 * a total below 0); then more points first; among equal points the player whose last counted pick
 * was saved first, players without a counted pick after those with one; then by user id, so ranks
 * are unique and stable.
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  const placed = placeOrder(a, b);
  if (placed !== 0) return placed;
  if (a.points !== b.points) return b.points - a.points;
  if (a.lastPickAt !== b.lastPickAt) {
    if (a.lastPickAt === null) return 1;
    if (b.lastPickAt === null) return -1;
    return a.lastPickAt - b.lastPickAt;
  }
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * A league week's row with its tiebreaker decided (issue 20): how far the member's predicted total
 * of the tiebreaker game was from the final total, and when they saved it (µs); null without one.
 */
export interface WeekTiebreakKey extends RankKey {
  tiebreakerError?: number | null;
  tiebreakerSavedAt?: number | null;
}

function compareTiebreak(a: WeekTiebreakKey, b: WeekTiebreakKey): number {
  const ea = a.tiebreakerError ?? null;
  const eb = b.tiebreakerError ?? null;
  if (ea !== eb) {
    if (ea === null) return 1;
    if (eb === null) return -1;
    return ea - eb;
  }
  if (ea === null) return 0;
  return (a.tiebreakerSavedAt ?? 0) - (b.tiebreakerSavedAt ?? 0);
}

/**
 * A league week with a tiebreaker: members with a place first, then more points; among equal
 * points the smallest absolute error on the tiebreaker game's total (members without a prediction
 * after those with one), then the earlier save of it; then the boards' usual order (compareRankKeys).
 */
export function compareLeagueWeekKeys(a: WeekTiebreakKey, b: WeekTiebreakKey): number {
  const placed = placeOrder(a, b);
  if (placed !== 0) return placed;
  if (a.points !== b.points) return b.points - a.points;
  return compareTiebreak(a, b) || compareRankKeys(a, b);
}

/**
 * A week's winners from its rows in rank order: the leader and everyone sharing their place
 * (sameLeaguePlace: level on points and on the tiebreaker when the week has one), so a week without
 * a tiebreaker can have several; a member with nothing counted never shares a winner's place.
 */
export function weekWinners<R extends WeekTiebreakKey>(ranked: readonly R[]): R[] {
  const first = ranked[0];
  if (!first) return [];
  return ranked.filter((row) => sameLeaguePlace(row, first));
}

/**
 * Who shares a place (issue 39): a league's members level on points and on the week's tiebreaker
 * (its error and save, as compareLeagueWeekKeys orders them); the save of the last counted pick and
 * the user id only order them. A member with nothing counted yet shares no place with one who has.
 */
export function sameLeaguePlace(a: WeekTiebreakKey, b: WeekTiebreakKey): boolean {
  return a.points === b.points && compareTiebreak(a, b) === 0 && hasPlace(a) === hasPlace(b);
}

/** On a global leaderboard the earliest submission wins (RULES §1): a place is shared only when that is level too. */
export function sameBoardPlace(a: RankKey, b: RankKey): boolean {
  return a.points === b.points && a.lastPickAt === b.lastPickAt;
}

/**
 * Nothing counted yet (no graded pick, no point): such a row has no place (shown "–", never a
 * medal) and is listed after every row with one.
 */
export function hasPlace(row: Pick<RankKey, "points" | "lastPickAt">): boolean {
  return row.lastPickAt !== null || row.points !== 0;
}

/** Rows with a place before rows without one; 0 when both or neither have one. */
function placeOrder(a: RankKey, b: RankKey): number {
  const placed = hasPlace(a);
  return placed === hasPlace(b) ? 0 : placed ? -1 : 1;
}

/**
 * Competition ranks (1, 2, 2, 4) of rows already in their order: a row sharing the place of the
 * one before it (`same`) takes its rank, any other its position + 1.
 */
export function competitionRanks<R>(ordered: readonly R[], same: (a: R, b: R) => boolean): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < ordered.length; i++)
    ranks.push(i > 0 && same(ordered[i - 1]!, ordered[i]!) ? ranks[i - 1]! : i + 1);
  return ranks;
}

export const TIE_BREAK_SENTENCE =
  "Ties on points go to the player whose last graded pick was saved earliest (earliest submission wins).";

/**
 * A league's season scope: which of its members' points count in its season standings.
 * full_season: every point of the season; from_creation: only points earned on or after the day
 * the league was created.
 */
export const LEAGUE_SEASON_SCOPES = ["full_season", "from_creation"] as const;
export type LeagueSeasonScope = (typeof LEAGUE_SEASON_SCOPES)[number];

export const SEASON_SCOPE_TEXT: Record<LeagueSeasonScope, string> = {
  full_season: "Full season",
  from_creation: "From league creation",
};
