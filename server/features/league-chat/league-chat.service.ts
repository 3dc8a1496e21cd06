import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import {
  BAD_CURSOR_MESSAGE,
  type ChatLine,
  type ChatMute,
  type ChatPage,
} from "../../../shared/contracts/league-chat.ts";
import { formatKickoff } from "../../../shared/domain/central-time.ts";
import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import { CHAT_MESSAGES, CHAT_MUTE_DAYS, CHAT_PAGE_SIZE } from "../../../shared/domain/league-chat.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { leagueChatMessages, leagueChatMutes, leagueMembers, users } from "../../db/schema/index.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { isUuid } from "../../http/validate.ts";
import { logger } from "../../logger.ts";
import { findVisibleLeague, requireLeagueOwner, type VisibleLeague } from "../leagues/league-access.ts";

type ChatRow = typeof leagueChatMessages.$inferSelect;

/** The facts a week-winners line keeps (its `data`). */
export interface SurvivorEliminatedData {
  weekId: string;
  weekLabel: string;
  members: { userId: string; name: string }[];
}

export interface WeekWonData {
  weekId: string;
  weekLabel: string;
  points: number;
  winners: { userId: string; name: string }[];
}

/** A stored line as the API and the league room show it. */
export function toChatLine(row: ChatRow): ChatLine {
  const base = { id: row.id, createdAt: row.createdAt.toISOString() };
  switch (row.kind) {
    case "message":
      return { ...base, kind: "message", userId: row.userId, authorName: row.authorName ?? "", text: row.body ?? "" };
    case "member_joined":
      return { ...base, kind: "member_joined", userId: row.userId, name: row.authorName ?? "" };
    case "week_won": {
      const data = row.data as WeekWonData;
      return { ...base, kind: "week_won", ...data };
    }
    case "survivor_eliminated": {
      const data = row.data as SurvivorEliminatedData;
      return { ...base, kind: "survivor_eliminated", ...data };
    }
    case "removed":
      return { ...base, kind: "removed" };
  }
}

/** A cursor is the (created_at, id) of the oldest line a page holds, opaque to clients. */
const cursorOf = (row: ChatRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

function parseCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (rest.length || !id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw new ValidationError(BAD_CURSOR_MESSAGE);
  }
  return { createdAt, id: id.toLowerCase() };
}

/** Chat is for members: others who may see the league (a public one) get the 403, the rest its 404. */
async function memberLeague(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  const league = await findVisibleLeague(viewerId, leagueId);
  if (!league.isMember) throw new ForbiddenError(CHAT_MESSAGES.membersOnly);
  return league;
}

async function activeMute(leagueId: string, userId: string, now: Date) {
  const [mute] = await db()
    .select({ mutedUntil: leagueChatMutes.mutedUntil })
    .from(leagueChatMutes)
    .where(
      and(
        eq(leagueChatMutes.leagueId, leagueId),
        eq(leagueChatMutes.userId, userId),
        gt(leagueChatMutes.mutedUntil, now),
      ),
    );
  return mute?.mutedUntil ?? null;
}

/** Each muted member's mute end, for the Members tab (the caller decides who may see which). */
export async function chatMutesOf(leagueId: string): Promise<Map<string, string>> {
  const mutes = await mutesOf(leagueId, clock.now());
  return new Map(mutes.map((mute) => [mute.userId, mute.mutedUntil]));
}

async function mutesOf(leagueId: string, now: Date): Promise<ChatMute[]> {
  const rows = await db()
    .select({ mute: leagueChatMutes, user: users })
    .from(leagueChatMutes)
    .innerJoin(users, eq(users.id, leagueChatMutes.userId))
    .where(and(eq(leagueChatMutes.leagueId, leagueId), gt(leagueChatMutes.mutedUntil, now)))
    .orderBy(leagueChatMutes.mutedUntil);
  return rows.map(({ mute, user }) => ({
    userId: mute.userId,
    name: leagueMemberName(user),
    mutedUntil: mute.mutedUntil.toISOString(),
  }));
}

/** GET /api/leagues/{id}/chat: the newest page, or the page before a cursor; oldest first. */
export async function chatPage(viewerId: string, leagueId: string, before?: string): Promise<ChatPage> {
  const league = await memberLeague(viewerId, leagueId);
  const cursor = before === undefined ? null : parseCursor(before);
  const now = clock.now();
  const rows = await db()
    .select()
    .from(leagueChatMessages)
    .where(
      and(
        eq(leagueChatMessages.leagueId, league.id),
        cursor
          ? sql`(${leagueChatMessages.createdAt}, ${leagueChatMessages.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(leagueChatMessages.createdAt), desc(leagueChatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  const [mutedUntil, mutes] = await Promise.all([
    activeMute(league.id, viewerId, now),
    league.isOwner ? mutesOf(league.id, now) : Promise.resolve([]),
  ]);
  return {
    leagueId: league.id,
    lines: page.reverse().map(toChatLine),
    olderCursor: rows.length > CHAT_PAGE_SIZE ? cursorOf(page[0]!) : null,
    mutedUntil: mutedUntil?.toISOString() ?? null,
    mutes,
  };
}

function publishLine(leagueId: string, line: ChatLine) {
  events.publish("league.chat.posted", { leagueId, line });
}

/** POST /api/leagues/{id}/chat: a member's message (not while muted), sent to the league room once stored. */
export async function postChatMessage(viewerId: string, leagueId: string, text: string): Promise<ChatLine> {
  const league = await memberLeague(viewerId, leagueId);
  const now = clock.now();
  const mutedUntil = await activeMute(league.id, viewerId, now);
  if (mutedUntil) throw new ForbiddenError(CHAT_MESSAGES.muted(formatKickoff(mutedUntil)));
  const [author] = await db().select().from(users).where(eq(users.id, viewerId));
  const [row] = await db()
    .insert(leagueChatMessages)
    .values({
      leagueId: league.id,
      kind: "message",
      userId: viewerId,
      authorName: leagueMemberName(author ?? {}),
      body: text,
      createdAt: now,
    })
    .returning();
  const line = toChatLine(row!);
  publishLine(league.id, line);
  return line;
}

/**
 * DELETE /api/leagues/{id}/chat/{messageId}: a member deletes their own messages; the owner any line.
 * The line stays in its place as "removed" with its text, author and facts erased (decision 062);
 * its system key stays, so a job does not write the same line again.
 */
export async function deleteChatMessage(viewerId: string, leagueId: string, messageId: string): Promise<void> {
  const league = await memberLeague(viewerId, leagueId);
  if (!isUuid(messageId)) throw new NotFoundError(CHAT_MESSAGES.notFound);
  const [row] = await db()
    .select()
    .from(leagueChatMessages)
    .where(and(eq(leagueChatMessages.leagueId, league.id), eq(leagueChatMessages.id, messageId.toLowerCase())));
  if (!row || row.kind === "removed") throw new NotFoundError(CHAT_MESSAGES.notFound);
  const own = row.kind === "message" && row.userId === viewerId;
  if (!own && !league.isOwner) throw new ForbiddenError(CHAT_MESSAGES.notYours);
  const deleted = await db()
    .update(leagueChatMessages)
    .set({ kind: "removed", userId: null, authorName: null, body: null, data: null })
    .where(and(eq(leagueChatMessages.id, row.id), ne(leagueChatMessages.kind, "removed")))
    .returning({ id: leagueChatMessages.id });
  if (deleted.length) events.publish("league.chat.deleted", { leagueId: league.id, messageId: row.id });
}

/** POST /api/leagues/{id}/mutes (owner only): an active member may not write for a week from now. */
export async function muteMember(viewerId: string, leagueId: string, userId: string): Promise<ChatMute> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  if (userId === league.ownerId) throw new ValidationError(CHAT_MESSAGES.cannotMuteOwner);
  const [member] = await db()
    .select({ user: users })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(
      and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId), eq(leagueMembers.status, "active")),
    );
  if (!member) throw new NotFoundError(CHAT_MESSAGES.memberNotFound);
  const now = clock.now();
  const mutedUntil = new Date(now.getTime() + CHAT_MUTE_DAYS * 86_400_000);
  await db()
    .insert(leagueChatMutes)
    .values({ leagueId: league.id, userId, mutedUntil, mutedAt: now })
    .onConflictDoUpdate({
      target: [leagueChatMutes.leagueId, leagueChatMutes.userId],
      set: { mutedUntil, mutedAt: now },
    });
  events.publish("league.chat.muted", { leagueId: league.id, userId, mutedUntil: mutedUntil.toISOString() });
  return { userId, name: leagueMemberName(member.user), mutedUntil: mutedUntil.toISOString() };
}

/** DELETE /api/leagues/{id}/mutes/{userId} (owner only): lifting a mute that is not there is no error. */
export async function unmuteMember(viewerId: string, leagueId: string, userId: string): Promise<void> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  if (!isUuid(userId)) throw new NotFoundError(CHAT_MESSAGES.memberNotFound);
  const lifted = await db()
    .delete(leagueChatMutes)
    .where(and(eq(leagueChatMutes.leagueId, league.id), eq(leagueChatMutes.userId, userId.toLowerCase())))
    .returning({ userId: leagueChatMutes.userId });
  for (const { userId: unmuted } of lifted) {
    events.publish("league.chat.muted", { leagueId: league.id, userId: unmuted, mutedUntil: null });
  }
}

type SystemLine =
  | { kind: "member_joined"; userId: string; name: string; key: string }
  | { kind: "week_won"; data: WeekWonData; key: string }
  | { kind: "survivor_eliminated"; data: SurvivorEliminatedData; key: string };

/**
 * A line the server writes. Its key makes it once-only: writing it again (another process, a
 * second run of a job) stores nothing and sends nothing.
 */
export async function postSystemLine(leagueId: string, line: SystemLine, at = clock.now()): Promise<ChatLine | null> {
  const values =
    line.kind === "member_joined"
      ? { userId: line.userId, authorName: line.name, data: null }
      : { userId: null, authorName: null, data: line.data };
  const [row] = await db()
    .insert(leagueChatMessages)
    .values({ leagueId, kind: line.kind, systemKey: line.key, createdAt: at, ...values })
    .onConflictDoNothing({ target: [leagueChatMessages.leagueId, leagueChatMessages.systemKey] })
    .returning();
  if (!row) return null;
  const shown = toChatLine(row);
  publishLine(leagueId, shown);
  return shown;
}

/**
 * "@sam joined the league": written when a member joins (or comes back), once per joining. The
 * join is done by then: a line that cannot be written is logged, never the join's failure.
 */
export async function announceMemberJoined(leagueId: string, userId: string, joinedAt: Date) {
  try {
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const key = `member_joined:${userId}:${joinedAt.getTime()}`;
    return await postSystemLine(
      leagueId,
      { kind: "member_joined", userId, name: leagueMemberName(user), key },
      joinedAt,
    );
  } catch (error) {
    logger.warn("A member's join line was not written:", error);
    return null;
  }
}
