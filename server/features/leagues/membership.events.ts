import { events } from "../../events.ts";

/** Who is in a league changed: its room and every standings view that counts its members. */
export function publishMembershipChange(leagueId: string) {
  events.publish("league.members.changed", { leagueId });
  events.publish("standings.changed", { weekId: null });
}
