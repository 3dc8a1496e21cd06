import { and, eq } from "drizzle-orm";
import { LEAGUE_NOT_FOUND_MESSAGE, OWNER_ONLY_MESSAGE } from "../../../shared/contracts/leagues.ts";
import type { Tx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { leagueMembers, leagues } from "../../db/schema/index.ts";
import { ForbiddenError, NotFoundError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";

export type League = typeof leagues.$inferSelect;
export type VisibleLeague = League & { isMember: boolean; isOwner: boolean };

/**
 * A league the viewer may see: public, or private with the viewer an active member. Anything
 * else (missing, malformed id, private and not a member) is the same 404, so a private league's
 * existence never leaks.
 */
export async function findVisibleLeague(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  const { league, memberStatus } = await leagueAndMembership(viewerId, leagueId);
  return visibleTo(league, memberStatus, viewerId);
}

/** A league's row and the viewer's membership status (null: none); a 404 for a missing or malformed id. */
export async function leagueAndMembership(viewerId: string, leagueId: string) {
  if (!isUuid(leagueId)) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
  const [row] = await db()
    .select({ league: leagues, memberStatus: leagueMembers.status })
    .from(leagues)
    .leftJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, viewerId)))
    .where(eq(leagues.id, leagueId))
    .limit(1);
  if (!row) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
  return { league: row.league, memberStatus: row.memberStatus ?? null };
}

/** The league as the viewer may see it, given their membership status; a 404 when they may not. */
export function visibleTo(league: League, memberStatus: string | null, viewerId: string): VisibleLeague {
  const isMember = memberStatus === "active";
  if (league.visibility !== "public" && !isMember) throw new NotFoundError(LEAGUE_NOT_FOUND_MESSAGE);
  return { ...league, isMember, isOwner: league.ownerId === viewerId };
}

/** The visible league when the viewer owns it; a visible league owned by someone else is a 403. */
export async function requireLeagueOwner(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (!league.isOwner) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  return league;
}

/** One member's saves to a league take turns: their membership row is locked until the transaction ends. */
export async function lockMemberSaves(tx: Tx, leagueId: string, userId: string) {
  await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .for("update");
}
