import type { LeagueDetail } from "@shared/contracts/leagues";
import { CENTRAL_TIME_ZONE } from "@shared/domain/central-time";
import type { LeagueType } from "@shared/domain/enums";
import { formatInTimeZone } from "date-fns-tz";

/** RULES §9 names "both (Picks & Trivia)"; the other two follow its wording. */
export const LEAGUE_TYPE_TEXT: Record<LeagueType, string> = {
  both: "Picks & Trivia",
  picks_only: "Picks only",
  trivia_only: "Trivia only",
};

export const memberCountText = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

/** "Nov 23, 2024", on the Central calendar like every other date of the product. */
export const formatLeagueDate = (iso: string) => formatInTimeZone(iso, CENTRAL_TIME_ZONE, "MMM d, yyyy");

/** RULES §2 share card: a private league with a join code shares its invite link, otherwise /l/{slug}. */
export function leagueSharePath(league: Pick<LeagueDetail, "visibility" | "joinCode" | "slug">): string {
  return league.visibility === "private" && league.joinCode ? `/leagues/join/${league.joinCode}` : `/l/${league.slug}`;
}
