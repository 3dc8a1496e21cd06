import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LEDGER_SOURCES, type LedgerSource, REASON_CODES, type ReasonCode } from "../../../shared/domain/ledger.ts";
import { oneOf } from "./checks.ts";
import { games, weeks } from "./games.ts";
import { users } from "./users.ts";

/**
 * The points ledger: every point a user ever gets is one row, with its source, the week it counts
 * in and a stable reason code (shared/domain/ledger.ts). Exactly one source key is set: a pick
 * (with its game, for locality; a league's pick rows also name the league), a trivia answer (an attempt, for global and league trivia) or a
 * streak bonus (a day's global submission). A row records points moved: a rule worth 0 writes
 * nothing (a pick's outcome comes from its graded game, grading/pick-outcome.sql.ts); the one row
 * worth 0 is a league pick's `void`, the audit trail of a game its owner voided (decision 025). No foreign
 * keys and no surrogate id: grading writes 100k+ rows at once, and each source's table takes its
 * rows and their points along with a statement-level delete trigger (docs/decisions/002-...).
 */
export const pointsTransactions = pgTable(
  "points_transactions",
  {
    userId: uuid("user_id").notNull(),
    source: text("source", { enum: LEDGER_SOURCES }).$type<LedgerSource>().notNull(),
    reason: text("reason").$type<ReasonCode>().notNull(),
    amount: integer("amount").notNull(),
    weekId: uuid("week_id"),
    gameId: uuid("game_id"),
    pickId: uuid("pick_id"),
    triviaAttemptId: uuid("trivia_attempt_id"),
    triviaSubmissionId: uuid("trivia_submission_id"),
    leagueId: uuid("league_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_transactions_pick_key")
      .on(t.gameId, t.pickId, t.reason)
      .where(sql`${t.gameId} is not null and ${t.leagueId} is null`),
    // A league's rows of a pick: one per league, as a league on the site's format grades the site's picks.
    // Game first: grading reads a game's league rows at once.
    uniqueIndex("points_transactions_league_pick_key")
      .on(t.gameId, t.leagueId, t.pickId, t.reason)
      .where(sql`${t.source} = 'league_pick'`),
    uniqueIndex("points_transactions_attempt_key")
      .on(t.triviaAttemptId, t.reason)
      .where(sql`${t.triviaAttemptId} is not null`),
    uniqueIndex("points_transactions_submission_key")
      .on(t.triviaSubmissionId, t.reason)
      .where(sql`${t.triviaSubmissionId} is not null`),
    index("points_transactions_trivia_week_idx").on(t.weekId, t.userId).where(sql`${t.gameId} is null`),
    index("points_transactions_league_idx").on(t.leagueId, t.userId).where(sql`${t.leagueId} is not null`),
    oneOf("points_transactions_source_check", t.source, LEDGER_SOURCES),
    oneOf("points_transactions_reason_check", t.reason, REASON_CODES),
    check(
      "points_transactions_one_source_key",
      sql`num_nonnulls(${t.pickId}, ${t.triviaAttemptId}, ${t.triviaSubmissionId}) = 1`,
    ),
    check(
      "points_transactions_void_check",
      sql`${t.reason} <> 'void' or (${t.source} = 'league_pick' and ${t.amount} = 0)`,
    ),
    check(
      "points_transactions_source_matches_key",
      sql`case ${t.source}
        when 'pick' then ${t.pickId} is not null and ${t.gameId} is not null and ${t.leagueId} is null
        when 'trivia' then ${t.triviaAttemptId} is not null and ${t.gameId} is null and ${t.leagueId} is null
        when 'league_trivia' then ${t.triviaAttemptId} is not null and ${t.gameId} is null and ${t.leagueId} is not null
        when 'streak' then ${t.triviaSubmissionId} is not null and ${t.gameId} is null and ${t.leagueId} is null
        when 'league_pick' then ${t.pickId} is not null and ${t.gameId} is not null and ${t.leagueId} is not null
      end`,
    ),
  ],
);

/**
 * Each user's pointsTotal: the sum of their ledger rows, moved in the same transaction as the rows.
 * A narrow table of its own (half-empty pages, see drizzle/0002) so grading's 100k updates are small
 * HOT updates and never wait on a profile edit's row lock. A trigger creates the row with the user.
 */
export const userPoints = pgTable("user_points", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pointsTotal: integer("points_total").notNull().default(0),
  /** The all-time board's stored figures (decision 044): on it, and its counted picks' tie-break keys. */
  onBoard: boolean("on_board").notNull().default(false),
  correctWins: integer("correct_wins").notNull().default(0),
  incorrectWins: integer("incorrect_wins").notNull().default(0),
  lastCountedPickAt: timestamp("last_counted_pick_at", { withTimezone: true }),
});

/**
 * A global week board's stored figures (decision 044), one row for each player on it (a pick of
 * one of its games or a global ledger row in it): its points (the global ledger rows of the week,
 * kept by triggers on the ledger), its counted picks' outcomes and the last one's save. Built from
 * the ledger and picks by standings/figures.sql.ts; the boards read it instead of 20 million picks.
 */
export const boardWeekFigures = pgTable(
  "board_week_figures",
  {
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
    correctWins: integer("correct_wins").notNull().default(0),
    incorrectWins: integer("incorrect_wins").notNull().default(0),
    lastCountedPickAt: timestamp("last_counted_pick_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.weekId, t.userId] }), index("board_week_figures_user_idx").on(t.userId)],
);

export type PointsTransaction = typeof pointsTransactions.$inferSelect;

/**
 * What a game's first grading gave each of its pickers on the global boards (decision 045),
 * written once in the grading's transaction so every process moves its boards from one row
 * instead of reading the game's picks again. Base64 of 30 bytes a picker (decision 051): user id,
 * the game's global points, the pick's save in µs, 1 for a correct pick. Kept 15 minutes; a board
 * that finds none is rebuilt. Stored uncompressed (drizzle/0020): it is written once and read whole.
 */
export const gradingDeltas = pgTable("grading_deltas", {
  gameId: uuid("game_id")
    .primaryKey()
    .references(() => games.id, { onDelete: "cascade" }),
  weekId: uuid("week_id").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  deltas: text("deltas").notNull(),
});
