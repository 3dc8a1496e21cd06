import { and, eq } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { leagueMembers, leagues } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../http/errors.ts";

export type League = typeof leagues.$inferSelect;
export type VisibleLeague = League & { isMember: boolean; isOwner: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A league the viewer may see: public, or private with the viewer an active member. Anything
 * else (missing, malformed id, private and not a member) is the same 404, so a private league's
 * existence never leaks.
 */
export async function findVisibleLeague(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  if (!UUID.test(leagueId)) throw notFound("League not found");
  const [row] = await db()
    .select({ league: leagues, memberStatus: leagueMembers.status })
    .from(leagues)
    .leftJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, viewerId)))
    .where(eq(leagues.id, leagueId))
    .limit(1);
  if (!row) throw notFound("League not found");
  const isMember = row.memberStatus === "active";
  if (row.league.visibility !== "public" && !isMember) throw notFound("League not found");
  return { ...row.league, isMember, isOwner: row.league.ownerId === viewerId };
}

/** The visible league when the viewer owns it; a visible league owned by someone else is a 403. */
export async function requireLeagueOwner(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (!league.isOwner) throw forbidden("Only the league owner can do that");
  return league;
}
