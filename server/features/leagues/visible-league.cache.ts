import { LEAGUE_NOT_FOUND_MESSAGE } from "../../../shared/contracts/leagues.ts";
import { createCache } from "../../cache/index.ts";
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
 * used once and not kept, so a change can never be overwritten by what was read before it. Bounded
 * by the viewers kept: past it the least recently read leagues go.
 */
interface Kept {
  league: League;
  /** The viewer's membership status (null: none). */
  statuses: Map<string, string | null>;
}

const MAX_VIEWERS = 100_000;
const kept = createCache<string, Kept>({ name: "visible-leagues", max: MAX_VIEWERS, maxSize: MAX_VIEWERS });
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
  const entry = kept.peek(league.id) ?? { league, statuses: new Map() };
  entry.statuses.set(viewerId, status);
  kept.set(league.id, entry, entry.statuses.size);
}

/** A league's row or members changed: called at once by the process that changed them, and on every event. */
export function forgetVisibleLeague(leagueId: string) {
  changes++;
  kept.delete(leagueId);
}

export function forgetVisibleLeagues() {
  changes++;
  kept.clear();
}

events.subscribe("league.members.changed", ({ leagueId }) => forgetVisibleLeague(leagueId));
events.subscribe("league.changed", ({ leagueId }) => forgetVisibleLeague(leagueId));
// Memberships go with a deleted user (cascade); changes published while Redis was away never arrived.
events.subscribe("user.deleted", forgetVisibleLeagues);
events.subscribe("realtime.resync", forgetVisibleLeagues);
