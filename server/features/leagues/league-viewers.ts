import { and, eq, inArray } from "drizzle-orm";
import { db } from "../../db/index.ts";
import { leagueMembers } from "../../db/schema/index.ts";
import { findVisibleLeague, type League } from "./league-access.ts";

/** What a live view knows of one viewer of a league. */
export interface LeagueViewerStanding {
  isMember: boolean;
  /** False once a private league no longer counts the viewer as a member: their view must close. */
  mayWatch: boolean;
}

/**
 * Opening a league's live view: the same rule and the same not-found error as the REST routes.
 * The stored id comes back because events about the league carry it in that spelling.
 */
export async function admitLeagueViewer(viewerId: string, leagueId: string) {
  const league = await findVisibleLeague(viewerId, leagueId);
  return { leagueId: league.id, isMember: league.isMember };
}

/**
 * A live view's watch on who may keep looking at one league: told of membership changes, it
 * notices a change of visibility by itself, and only then reads who of the viewers are members.
 */
export class LeagueViewerChecks {
  private visibility: League["visibility"] | null = null;
  private due = false;

  membersChanged() {
    this.due = true;
  }

  /** The standing of each viewer by user id, or null when nothing changed since the last check. */
  async recheck(
    league: Pick<League, "id" | "visibility">,
    viewerIds: Iterable<string>,
  ): Promise<Map<string, LeagueViewerStanding> | null> {
    if (this.visibility !== null && this.visibility !== league.visibility) this.due = true;
    this.visibility = league.visibility;
    if (!this.due) return null;
    this.due = false;
    const ids = [...new Set(viewerIds)];
    const members = await activeMemberIds(league.id, ids);
    return new Map(
      ids.map((id) => {
        const isMember = members.has(id);
        return [id, { isMember, mayWatch: isMember || league.visibility === "public" }];
      }),
    );
  }
}

/** Which of `userIds` are active members of the league: one query for all of a room's viewers. */
export async function activeMemberIds(leagueId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db()
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(
      and(
        eq(leagueMembers.leagueId, leagueId),
        eq(leagueMembers.status, "active"),
        inArray(leagueMembers.userId, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
