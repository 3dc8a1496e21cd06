import { z } from "zod";
import { idSchema } from "../domain/id.ts";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, chatLength } from "../domain/league-chat.ts";

/**
 * League chat (issue 22, decision 033): `GET /api/leagues/{id}/chat` pages the lines, newest page
 * first and each page oldest first; `POST` adds a member's message; the league room broadcasts new
 * and deleted lines to members as events (never room state).
 */

/** POST /api/leagues/{id}/chat: 1 to 500 characters once trimmed. */
export const chatPostBodySchema = z.object({
  text: z
    .string({ error: "text must be text" })
    .trim()
    .min(1, CHAT_MESSAGES.empty)
    .refine((text) => chatLength(text) <= CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong),
});
export type ChatPostBody = z.infer<typeof chatPostBodySchema>;

export const BAD_CURSOR_MESSAGE = "before is not a chat cursor";
/** GET /api/leagues/{id}/chat?before=: the cursor a page answered as `olderCursor`. */
export const chatPageQuerySchema = z.object({
  before: z.string({ error: BAD_CURSOR_MESSAGE }).max(200, BAD_CURSOR_MESSAGE).optional(),
});

const lineBase = { id: z.string(), createdAt: z.string() };

/** A member's message, under the name its author had when writing it (kept when they leave). */
export const chatMessageLineSchema = z.object({
  ...lineBase,
  kind: z.literal("message"),
  /** Null once the author's account is deleted. */
  userId: z.string().nullable(),
  authorName: z.string(),
  text: z.string(),
});

export const chatMemberJoinedLineSchema = z.object({
  ...lineBase,
  kind: z.literal("member_joined"),
  userId: z.string().nullable(),
  name: z.string(),
});

export const chatWeekWonLineSchema = z.object({
  ...lineBase,
  kind: z.literal("week_won"),
  weekId: z.string(),
  weekLabel: z.string(),
  points: z.number(),
  winners: z.array(z.object({ userId: z.string(), name: z.string() })),
});

/** Survivor leagues: the members who lost their last life in a week, once that week is decided. */
export const chatSurvivorEliminatedLineSchema = z.object({
  ...lineBase,
  kind: z.literal("survivor_eliminated"),
  weekId: z.string(),
  weekLabel: z.string(),
  members: z.array(z.object({ userId: z.string(), name: z.string() })),
});

/** A deleted line: it keeps its place ("Message removed") and nothing of what it said (decision 062). */
export const chatRemovedLineSchema = z.object({ ...lineBase, kind: z.literal("removed") });

export const chatLineSchema = z.discriminatedUnion("kind", [
  chatMessageLineSchema,
  chatMemberJoinedLineSchema,
  chatWeekWonLineSchema,
  chatSurvivorEliminatedLineSchema,
  chatRemovedLineSchema,
]);
export type ChatLine = z.infer<typeof chatLineSchema>;
export type ChatMessageLine = z.infer<typeof chatMessageLineSchema>;

export const chatMuteSchema = z.object({ userId: z.string(), name: z.string(), mutedUntil: z.string() });
export type ChatMute = z.infer<typeof chatMuteSchema>;

export const chatPageSchema = z.object({
  leagueId: z.string(),
  /** Oldest first; at most CHAT_PAGE_SIZE. */
  lines: z.array(chatLineSchema),
  /** Pass as `before` for the page of older lines; null when this page reaches the first line. */
  olderCursor: z.string().nullable(),
  /** Until when the caller is muted in this chat; null when they may write. */
  mutedUntil: z.string().nullable(),
  /** The members muted now (the owner's view; empty for everyone else). */
  mutes: z.array(chatMuteSchema),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatDeletedSchema = z.object({ message: z.string() });
export const CHAT_DELETED_MESSAGE = "Message deleted";

/** POST /api/leagues/{id}/mutes (owner only): a member may not write in the chat for a week. */
export const chatMuteBodySchema = z.object({ userId: idSchema({ error: "userId must be a user's id" }) });
export const chatUnmutedSchema = z.object({ message: z.string() });
export const CHAT_UNMUTED_MESSAGE = "Member unmuted";

/** The league room's chat events: a line was added, or one was deleted. */
export const chatLineEventSchema = chatLineSchema;
export const chatDeletedEventSchema = z.object({ id: z.string() });
/** Sent only to the member muted or unmuted: until when they are muted now (null: they may write). */
export const chatMutedEventSchema = z.object({ mutedUntil: z.string().nullable() });
