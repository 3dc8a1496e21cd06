import { events } from "../../events.ts";
import { forgetVisibleLeague } from "./visible-league.cache.ts";

/**
 * Who is in a league changed: its room and its standings follow. Global boards do not count
 * memberships, so no standings.changed (it would make every league room recompute). Published
 * after the change is committed; this process forgets what it kept at once (with a relay, its own
 * copy of the event comes back later).
 */
export function publishMembershipChange(leagueId: string) {
  forgetVisibleLeague(leagueId);
  events.publish("league.members.changed", { leagueId });
}

/** The league's own row changed (after the commit), likewise at once here and on every process. */
export function publishLeagueChange(leagueId: string) {
  forgetVisibleLeague(leagueId);
  events.publish("league.changed", { leagueId });
}
