import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One row per grading rule that fired for a pick and is worth points, keyed by (game, pick,
 * reason): a game's rows sit together, so grading appends one contiguous run and My Picks finds a
 * pick's rows by key. That key is the transaction's identity (SPEC §3 "id"); a surrogate id would
 * cost another value and index entry per row and is never looked up. No foreign keys: grading
 * writes 100k+ rows at once and per-row key checks double its cost. The cascade is a
 * statement-level trigger (drizzle/0001, 0002): deleted picks take their rows and points along.
 */
export const pointsTransactions = pgTable(
  "points_transactions",
  {
    userId: uuid("user_id").notNull(),
    pickId: uuid("pick_id").notNull(),
    gameId: uuid("game_id").notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "points_transactions_pkey", columns: [t.gameId, t.pickId, t.reason] })],
);

/**
 * Each user's pointsTotal: the sum of their transactions, moved by grading in the same
 * transaction. A narrow table of its own (half-empty pages, see drizzle/0002) so grading's
 * 100k updates are small HOT updates and never wait on a profile edit's row lock.
 * A trigger creates the row with the user.
 */
export const userPoints = pgTable("user_points", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pointsTotal: integer("points_total").notNull().default(0),
});

export type PointsTransaction = typeof pointsTransactions.$inferSelect;
