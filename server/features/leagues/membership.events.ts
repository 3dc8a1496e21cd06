import { events } from "../../events.ts";

/**
 * Who is in a league changed: its room and its standings follow. Global boards do not count
 * memberships, so no standings.changed (it would make every league room recompute).
 */
export function publishMembershipChange(leagueId: string) {
  events.publish("league.members.changed", { leagueId });
}
