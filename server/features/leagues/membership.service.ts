import { and, asc, eq, sql } from "drizzle-orm";
import {
  ALREADY_MEMBER_MESSAGE,
  CANNOT_REMOVE_OWNER_MESSAGE,
  type JoinLeagueResponse,
  type LeagueMember,
  MEMBER_NOT_FOUND_MESSAGE,
} from "../../../shared/contracts/leagues.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { leagueMembers, users } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { isUuid } from "../../http/validate.ts";
import { gradeMemberInLeague } from "../grading/league-grading.service.ts";
import { announceMemberJoined, chatMutesOf } from "../league-chat/league-chat.service.ts";
import { findVisibleLeague, requireLeagueOwner } from "./league-access.ts";
import { publishMembershipChange } from "./membership.events.ts";

/**
 * Owner first, then by who joined first. The caller's own email is the only one that leaves; chat
 * mutes go to the owner, and to a member of their own row only (decision 062).
 */
export async function listMembers(viewerId: string, leagueId: string): Promise<LeagueMember[]> {
  const league = await findVisibleLeague(viewerId, leagueId);
  const rows = await db()
    .select({ member: leagueMembers, user: users })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.status, "active")))
    .orderBy(sql`${leagueMembers.role} = 'owner' desc`, asc(leagueMembers.joinedAt), asc(leagueMembers.id));
  const mutes = league.isMember ? await chatMutesOf(league.id) : new Map<string, string>();
  return rows.map(({ member, user }) => ({
    userId: member.userId,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
    user: {
      handle: user.handle,
      email: user.id === viewerId ? user.email : null,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    mutedUntil: league.isOwner || member.userId === viewerId ? (mutes.get(member.userId) ?? null) : null,
  }));
}

/**
 * Adds the user, or brings back a removed member (with a new joined date). The membership row is
 * kept on removal (status 'removed'), so a rejoin is an upsert that only touches removed rows: an
 * active member, the owner included, gets the 409.
 */
export async function addMember(leagueId: string, userId: string): Promise<JoinLeagueResponse> {
  const now = clock.now();
  const [row] = await db()
    .insert(leagueMembers)
    .values({ leagueId, userId, role: "member", status: "active", joinedAt: now })
    .onConflictDoUpdate({
      target: [leagueMembers.leagueId, leagueMembers.userId],
      set: { status: "active", role: "member", joinedAt: now },
      setWhere: eq(leagueMembers.status, "removed"),
    })
    .returning({ id: leagueMembers.id });
  if (!row) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
  await gradeMemberInLeague(leagueId, userId);
  publishMembershipChange(leagueId);
  await announceMemberJoined(leagueId, userId, now);
  return { leagueId, league: { id: leagueId } };
}

/** POST /api/leagues/{id}/join: public leagues only; a private one is invisible (404) to non-members. */
export async function joinPublicLeague(viewerId: string, leagueId: string): Promise<JoinLeagueResponse> {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (league.isMember) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
  return addMember(league.id, viewerId);
}

/** Owner only. The owner cannot be removed (400); anyone not an active member is a 404. */
export async function removeMember(viewerId: string, leagueId: string, userId: string): Promise<void> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  if (!isUuid(userId)) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  if (userId === league.ownerId) throw new ValidationError(CANNOT_REMOVE_OWNER_MESSAGE);
  const [removed] = await db()
    .update(leagueMembers)
    .set({ status: "removed" })
    .where(
      and(
        eq(leagueMembers.leagueId, league.id),
        eq(leagueMembers.userId, userId),
        eq(leagueMembers.status, "active"),
        eq(leagueMembers.role, "member"),
      ),
    )
    .returning({ id: leagueMembers.id });
  if (!removed) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  publishMembershipChange(league.id);
}
