import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { OVER_UNDER_CHOICES, SIDES } from "../../../shared/domain/enums.ts";
import { MIN_SCORE } from "../../../shared/domain/pick-rules.ts";
import { bound, oneOf } from "./checks.ts";
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
    winner: text("winner", { enum: SIDES }).notNull(),
    predHomeScore: integer("pred_home_score"),
    predAwayScore: integer("pred_away_score"),
    predOverUnder: text("pred_over_under", { enum: OVER_UNDER_CHOICES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
  },
  (t) => [
    unique("picks_user_game_unique").on(t.userId, t.gameId),
    index("picks_game_idx").on(t.gameId),
    oneOf("picks_winner_check", t.winner, SIDES),
    oneOf("picks_pred_over_under_check", t.predOverUnder, OVER_UNDER_CHOICES),
    check(
      "picks_pred_scores_check",
      sql`${t.predHomeScore} >= ${bound(MIN_SCORE)} and ${t.predAwayScore} >= ${bound(MIN_SCORE)}`,
    ),
  ],
);

export type Pick = typeof picks.$inferSelect;
