import { LEAGUE_NOT_FOUND_MESSAGE } from "../../../shared/contracts/leagues.ts";
import { NotFoundError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { isUuid } from "../../http/validate.ts";
import { type League, leagueAndMembership, type VisibleLeague, visibleTo } from "./league-access.ts";

/**
 * What `findVisibleLeague` reads, kept in memory for the reads that run thousands of times a second
 * (standings): a league's row, and each viewer's membership status as read. A league's entry goes
 * at once when its members or the league change (`league.members.changed`, `league.changed`: on
 * the process that made the change when it publishes, on the others as the event arrives) and
 * everything goes on `user.deleted` and `realtime.resync`. A read that overlapped any change is
 * used once and not kept, so a change can never be overwritten by what was read before it.
 */
interface Kept {
  league: League;
  /** The viewer's membership status (null: none). */
  statuses: Map<string, string | null>;
}

const MAX_VIEWERS = 100_000;
const kept = new Map<string, Kept>();
let viewers = 0;
let changes = 0;

export async function findVisibleLeagueKept(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  if (!isUuid(leagueId)) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
  const entry = kept.get(leagueId);
  const status = entry?.statuses.get(viewerId);
  if (entry && status !== undefined) return visibleTo(entry.league, status, viewerId);
  const before = changes;
  const { league, memberStatus } = await leagueAndMembership(viewerId, leagueId);
  if (changes === before) remember(league, viewerId, memberStatus);
  return visibleTo(league, memberStatus, viewerId);
}

function remember(league: League, viewerId: string, status: string | null) {
  if (viewers >= MAX_VIEWERS) forgetVisibleLeagues();
  let entry = kept.get(league.id);
  if (!entry) {
    entry = { league, statuses: new Map() };
    kept.set(league.id, entry);
  }
  entry.statuses.set(viewerId, status);
  viewers++;
}

/** A league's row or members changed: called at once by the process that changed them, and on every event. */
export function forgetVisibleLeague(leagueId: string) {
  changes++;
  const entry = kept.get(leagueId);
  if (!entry) return;
  viewers -= entry.statuses.size;
  kept.delete(leagueId);
}

export function forgetVisibleLeagues() {
  changes++;
  kept.clear();
  viewers = 0;
}

events.subscribe("league.members.changed", ({ leagueId }) => forgetVisibleLeague(leagueId));
events.subscribe("league.changed", ({ leagueId }) => forgetVisibleLeague(leagueId));
// Memberships go with a deleted user (cascade); changes published while Redis was away never arrived.
events.subscribe("user.deleted", forgetVisibleLeagues);
events.subscribe("realtime.resync", forgetVisibleLeagues);
