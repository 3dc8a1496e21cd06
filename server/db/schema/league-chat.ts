import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHAT_LINE_KINDS, CHAT_MESSAGE_MAX } from "../../../shared/domain/league-chat.ts";
import { lengthBetween, oneOf } from "./checks.ts";
import { leagues } from "./leagues.ts";
import { users } from "./users.ts";

/**
 * A league's chat (decision 033): members' messages and the lines the server writes (a member
 * joined, a week's winners). A message keeps its author's name as it was, so it stays under that
 * name when the author leaves the league or deletes their account (user_id then null). A system
 * line carries its facts in `data` and a `system_key` that makes writing it twice a no-op.
 */
export const leagueChatMessages = pgTable(
  "league_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CHAT_LINE_KINDS }).notNull(),
    /** The author of a message; the member who joined; null for other lines, or once the user is deleted. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's (or joiner's) display name when the line was written. */
    authorName: text("author_name"),
    body: text("body"),
    data: jsonb("data"),
    systemKey: text("system_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("league_chat_messages_page_idx").on(t.leagueId, t.createdAt, t.id),
    index("league_chat_messages_user_idx").on(t.userId),
    uniqueIndex("league_chat_messages_system_unique").on(t.leagueId, t.systemKey),
    oneOf("league_chat_messages_kind_check", t.kind, CHAT_LINE_KINDS),
    lengthBetween("league_chat_messages_body_length_check", t.body, 1, CHAT_MESSAGE_MAX),
    check(
      "league_chat_messages_shape_check",
      sql`(${t.kind} = 'message') = (${t.body} is not null and ${t.authorName} is not null and ${t.systemKey} is null)`,
    ),
  ],
);

/** A member the owner muted in the league's chat, until `muted_until` (a week from when it was given). */
export const leagueChatMutes = pgTable(
  "league_chat_mutes",
  {
    leagueId: uuid("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedUntil: timestamp("muted_until", { withTimezone: true }).notNull(),
    mutedAt: timestamp("muted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index("league_chat_mutes_user_idx").on(t.userId)],
);
