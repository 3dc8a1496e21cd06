import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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

export type Pick = typeof picks.$inferSelect;
