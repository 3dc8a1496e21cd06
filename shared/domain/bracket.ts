/**
 * The 12-team College Football Playoff as a bracket (issue 41): four first-round games between
 * seeds 5–12 at the higher seed, four quarterfinals where seeds 1–4 meet those winners, two
 * semifinals and the title game. A bracket is a team picked to win each slot; a later slot's teams
 * are the winners picked (or played) in the slots feeding it.
 */
export type BracketRound = 1 | 2 | 3 | 4;

export interface BracketSlot {
  id: string;
  round: BracketRound;
  /** The seed playing here as home (the higher seed), when it is not a feeding slot's winner. */
  homeSeed: number | null;
  awaySeed: number | null;
  /** The slots whose winners play here: [home, away] when both come from earlier games, [away] with a seed at home. */
  feeds: readonly string[];
}

const slot = (
  id: string,
  round: BracketRound,
  homeSeed: number | null,
  awaySeed: number | null,
  feeds: string[] = [],
) => Object.freeze({ id, round, homeSeed, awaySeed, feeds: Object.freeze(feeds) }) satisfies BracketSlot;

/** Every slot in playing order; the feeds follow the 2024 bracket (1 v 8/9, 4 v 5/12 in one half; 2 v 7/10, 3 v 6/11 in the other). */
export const BRACKET_SLOTS: readonly BracketSlot[] = Object.freeze([
  slot("r1-5v12", 1, 5, 12),
  slot("r1-8v9", 1, 8, 9),
  slot("r1-6v11", 1, 6, 11),
  slot("r1-7v10", 1, 7, 10),
  slot("qf-1", 2, 1, null, ["r1-8v9"]),
  slot("qf-4", 2, 4, null, ["r1-5v12"]),
  slot("qf-2", 2, 2, null, ["r1-7v10"]),
  slot("qf-3", 2, 3, null, ["r1-6v11"]),
  slot("sf-1", 3, null, null, ["qf-1", "qf-4"]),
  slot("sf-2", 3, null, null, ["qf-2", "qf-3"]),
  slot("final", 4, null, null, ["sf-1", "sf-2"]),
]);

export const TITLE_SLOT = "final";
/** Points for a right pick by round, first round to title game. */
export const DEFAULT_ROUND_WEIGHTS: readonly [number, number, number, number] = Object.freeze([1, 2, 4, 8]);

const slotsById = new Map(BRACKET_SLOTS.map((s) => [s.id, s] as const));
export const bracketSlot = (id: string) => slotsById.get(id);

/** Seed → team, 1 to 12. */
export type BracketField = ReadonlyMap<number, string>;
/** Slot id → the team picked (or, for results, the team that won). */
export type BracketPicks = Readonly<Record<string, string>>;

/** The two teams a slot has given the field and the winners so far (null where a feeding slot has none). */
export function slotTeams(id: string, field: BracketField, winners: BracketPicks): [string | null, string | null] {
  const s = slotsById.get(id);
  if (!s) return [null, null];
  const fed = s.feeds.map((feed) => winners[feed] ?? null);
  const home = s.homeSeed !== null ? (field.get(s.homeSeed) ?? null) : (fed[0] ?? null);
  const away = s.awaySeed !== null ? (field.get(s.awaySeed) ?? null) : (fed[s.homeSeed !== null ? 0 : 1] ?? null);
  return [home, away];
}

/**
 * Why a bracket cannot stand, or null: every pick names a slot of the bracket and one of the two
 * teams that slot has given the field and the bracket's own earlier picks. A partial bracket stands.
 */
export function bracketProblem(field: BracketField, picks: BracketPicks): string | null {
  for (const [id, team] of Object.entries(picks)) {
    if (!slotsById.has(id)) return `There is no bracket game "${id}"`;
    const teams = slotTeams(id, field, picks);
    if (!teams.includes(team)) {
      return teams.every((t) => t !== null)
        ? `${team} does not play in ${id}: pick ${teams[0]} or ${teams[1]}`
        : `${team} cannot win ${id}: pick the games before it first`;
    }
  }
  return null;
}

/**
 * The bracket after picking `team` to win `id` (null: clearing it): later picks that the change
 * leaves without their team are cleared, in playing order, so the bracket stays consistent.
 */
export function withPick(field: BracketField, picks: BracketPicks, id: string, team: string | null): BracketPicks {
  const next: Record<string, string> = { ...picks };
  if (team === null) delete next[id];
  else next[id] = team;
  for (const s of BRACKET_SLOTS) {
    const picked = next[s.id];
    if (picked !== undefined && !slotTeams(s.id, field, next).includes(picked)) delete next[s.id];
  }
  return next;
}

const weightOf = (id: string, weights: readonly number[]) => weights[(slotsById.get(id)?.round ?? 1) - 1] ?? 0;

/** Points earned: each slot played whose winner the bracket picked, at its round's weight. */
export function bracketPoints(picks: BracketPicks, results: BracketPicks, weights = DEFAULT_ROUND_WEIGHTS): number {
  let points = 0;
  for (const [id, winner] of Object.entries(results)) if (picks[id] === winner) points += weightOf(id, weights);
  return points;
}

/** The teams out: each loser of a slot played. */
export function eliminatedTeams(field: BracketField, results: BracketPicks): Set<string> {
  const out = new Set<string>();
  for (const [id, winner] of Object.entries(results)) {
    for (const team of slotTeams(id, field, results)) if (team !== null && team !== winner) out.add(team);
  }
  return out;
}

/** The most the bracket can still reach: the points earned, and each slot not played whose pick is still alive. */
export function possiblePoints(
  field: BracketField,
  picks: BracketPicks,
  results: BracketPicks,
  weights = DEFAULT_ROUND_WEIGHTS,
): number {
  const out = eliminatedTeams(field, results);
  let possible = bracketPoints(picks, results, weights);
  for (const s of BRACKET_SLOTS) {
    const picked = picks[s.id];
    if (results[s.id] === undefined && picked !== undefined && !out.has(picked)) possible += weightOf(s.id, weights);
  }
  return possible;
}
