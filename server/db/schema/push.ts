import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PUSH_KINDS, REMINDER_TIME_PATTERN } from "../../../shared/domain/push.ts";
import { matches, oneOf } from "./checks.ts";
import { users } from "./users.ts";

/** One browser's push subscription (a device); the endpoint is the push service's, unique per device. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Each notification sent, claimed by a unique key before it is sent (`picks_lock:<user>:<kickoff>`,
 * `trivia:<user>:<day>`, `nudge:<league>:<week>`): a second run or a second leader finds the key taken.
 */
export const pushSent = pgTable(
  "push_sent",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: PUSH_KINDS }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_sent_sent_at_idx").on(t.sentAt), oneOf("push_sent_kind_check", t.kind, PUSH_KINDS)],
);

/** A player's reminder choices that are not per device: the trivia reminder's time, Central Time. */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    triviaReminderAt: text("trivia_reminder_at"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [matches("push_preferences_trivia_reminder_at_check", t.triviaReminderAt, REMINDER_TIME_PATTERN.source)],
);
