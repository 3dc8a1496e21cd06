import type { LeagueDetail, LeagueInvite } from "@shared/contracts/leagues";
import { CENTRAL_TIME_ZONE } from "@shared/domain/central-time";
import type { LeagueType } from "@shared/domain/enums";
import { playsOnGlobalPicks } from "@shared/domain/league-rules";
import { formatInTimeZone } from "date-fns-tz";
import { GAME_TEXT, LIVES_TEXT, type LivesChoice, SLATE_SUMMARY_TEXT } from "./league-format-labels";

/** RULES §9 names "both (Picks & Trivia)"; the other two follow its wording. */
export const LEAGUE_TYPE_TEXT: Record<LeagueType, string> = {
  both: "Picks & Trivia",
  picks_only: "Picks only",
  trivia_only: "Trivia only",
};

/**
 * What a league's standings count (issue 39): its type, and how its own card scores picks.
 * "Picks only · confidence points", "Picks + daily trivia", "Daily trivia only".
 */
export function standingsCountText(
  league: Pick<LeagueDetail, "leagueType" | "pickMode" | "confidence" | "slate" | "deadline" | "tiebreaker">,
): string {
  if (league.leagueType === "trivia_only") return "Daily trivia only";
  const parts = [league.leagueType === "both" ? "Picks + daily trivia" : "Picks only"];
  if (playsOnGlobalPicks(league)) parts.push("week-page picks");
  if (league.pickMode === "spread") parts.push("against the spread");
  if (league.confidence) parts.push("confidence points");
  return parts.join(" · ");
}

/**
 * The pool's format in one line, for someone deciding whether to join: "Pick'em · Picks only ·
 * confidence points · Games with a ranked team · locks at the week's first kickoff · tiebreaker".
 */
export function inviteFormatText(invite: LeagueInvite): string {
  if (invite.format === "survivor") return `${GAME_TEXT.survivor} · ${LIVES_TEXT[String(invite.lives) as LivesChoice]}`;
  if (invite.leagueType === "trivia_only") return standingsCountText(invite);
  const parts = [GAME_TEXT.pickem, standingsCountText(invite), SLATE_SUMMARY_TEXT[invite.slate]];
  if (invite.deadline === "first_kickoff") parts.push("locks at the week's first kickoff");
  if (invite.tiebreaker) parts.push("tiebreaker");
  return parts.join(" · ");
}

/** What each type's standings count, under Create League's choice. */
export const LEAGUE_TYPE_HINT: Record<LeagueType, string> = {
  both: "Points from picks and from daily trivia count.",
  picks_only: "Only points from picks count.",
  trivia_only: "Only points from daily trivia count.",
};

export const memberCountText = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

/** "Nov 23, 2024", on the Central calendar like every other date of the product. */
export const formatLeagueDate = (iso: string) => formatInTimeZone(iso, CENTRAL_TIME_ZONE, "MMM d, yyyy");

/** RULES §2 share card: a private league with a join code shares its invite link, otherwise /l/{slug}. */
export function leagueSharePath(league: Pick<LeagueDetail, "visibility" | "joinCode" | "slug">): string {
  return league.visibility === "private" && league.joinCode ? `/leagues/join/${league.joinCode}` : `/l/${league.slug}`;
}
