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

/**
 * One row per grading rule that fired for a pick. The rows hang off their pick without a foreign
 * key: grading writes 100k+ rows at once and a per-row key check doubles its cost. The cascade is
 * kept by a statement-level trigger (drizzle/0001_points_follow_picks.sql): deleting picks, as
 * deleting a user does, deletes their transactions.
 */
export const pointsTransactions = pgTable(
  "points_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull(),
    pickId: uuid("pick_id").notNull(),
    gameId: uuid("game_id").notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Indexed by game: one grading run appends its rows under a single key, far cheaper than random pick ids.
  (t) => [index("points_txns_game_idx").on(t.gameId)],
);

export type Pick = typeof picks.$inferSelect;
