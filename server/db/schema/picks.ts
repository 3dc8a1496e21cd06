import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { games } from "./games.ts";
import { users } from "./users.ts";

export const picks = pgTable(
  "picks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    winner: text("winner", { enum: ["HOME", "AWAY"] }).notNull(),
    predHomeScore: integer("pred_home_score"),
    predAwayScore: integer("pred_away_score"),
    predOverUnder: text("pred_over_under", { enum: ["over", "under"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
  },
  (t) => [unique("picks_user_game_unique").on(t.userId, t.gameId), index("picks_game_idx").on(t.gameId)],
);

export const pointsTransactions = pgTable(
  "points_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // Every transaction belongs to a pick, and deleting a user deletes their picks and with them
    // these rows; user_id is the pick's user, kept here for per-user sums. One foreign key, not
    // two, halves the checks when grading writes 100k+ rows at once.
    userId: uuid("user_id").notNull(),
    pickId: uuid("pick_id")
      .notNull()
      .references(() => picks.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("points_txns_user_idx").on(t.userId), unique("points_txns_pick_reason_unique").on(t.pickId, t.reason)],
);

export type Pick = typeof picks.$inferSelect;
