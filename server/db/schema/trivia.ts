import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from "../../../shared/domain/enums.ts";
import {
  INCORRECT_ANSWER_COUNT,
  TRIVIA_ANSWER_LENGTH,
  TRIVIA_EXPLANATION_MAX,
  TRIVIA_QUESTION_LENGTH,
} from "../../../shared/domain/trivia-question.ts";
import { bound, lengthBetween, lengthBetweenSql, oneOf } from "./checks.ts";
import { leagues } from "./leagues.ts";
import { users } from "./users.ts";

export const triviaQuestions = pgTable(
  "trivia_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    correctAnswer: text("correct_answer").notNull(),
    incorrectAnswers: text("incorrect_answers").array().notNull(),
    category: text("category", { enum: TRIVIA_CATEGORIES }).notNull(),
    difficulty: text("difficulty", { enum: TRIVIA_DIFFICULTIES }).notNull(),
    explanation: text("explanation"),
    /** The Central-Time day the question is scheduled for (the rules' "text date", stored as a date). */
    scheduledDate: date("scheduled_date"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    leagueId: uuid("league_id").references(() => leagues.id, { onDelete: "cascade" }),
    /**
     * Season-bank questions: when their facts became known, on the recorded season's clock (decision
     * 017); the draw moves it by the replay's shift. null (manual, AI): askable any day.
     */
    knownAt: timestamp("known_at", { withTimezone: true }),
  },
  (t) => [
    index("trivia_questions_global_day_idx").on(t.scheduledDate).where(sql`${t.leagueId} is null`),
    index("trivia_questions_league_day_idx").on(t.leagueId, t.scheduledDate),
    index("trivia_questions_created_by_idx").on(t.createdBy),
    // One text per bank: seeding or generating twice adds no duplicates.
    uniqueIndex("trivia_questions_global_text_unique").on(sql`lower(${t.question})`).where(sql`${t.leagueId} is null`),
    uniqueIndex("trivia_questions_league_text_unique")
      .on(t.leagueId, sql`lower(${t.question})`)
      .where(sql`${t.leagueId} is not null`),
    oneOf("trivia_questions_category_check", t.category, TRIVIA_CATEGORIES),
    oneOf("trivia_questions_difficulty_check", t.difficulty, TRIVIA_DIFFICULTIES),
    lengthBetween(
      "trivia_questions_question_length_check",
      t.question,
      TRIVIA_QUESTION_LENGTH.min,
      TRIVIA_QUESTION_LENGTH.max,
    ),
    lengthBetween(
      "trivia_questions_correct_answer_length_check",
      t.correctAnswer,
      TRIVIA_ANSWER_LENGTH.min,
      TRIVIA_ANSWER_LENGTH.max,
    ),
    lengthBetween("trivia_questions_explanation_length_check", t.explanation, 0, TRIVIA_EXPLANATION_MAX),
    check(
      "trivia_questions_incorrect_answers_check",
      sql`cardinality(${t.incorrectAnswers}) = ${bound(INCORRECT_ANSWER_COUNT)} and array_ndims(${t.incorrectAnswers}) = 1
        and ${sql.join(
          Array.from({ length: INCORRECT_ANSWER_COUNT }, (_, i) =>
            lengthBetweenSql(sql`${t.incorrectAnswers}[${bound(i + 1)}]`, TRIVIA_ANSWER_LENGTH),
          ),
          sql.raw("\n        and "),
        )}`,
    ),
  ],
);

/**
 * One row per question a player unlocked: the server owns the countdown (unlocked_at, deadline_at).
 * An answer after the deadline is stored as a timeout: empty answer, incorrect, no points.
 */
export const userTriviaAttempts = pgTable(
  "user_trivia_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    triviaQuestionId: uuid("trivia_question_id")
      .notNull()
      .references(() => triviaQuestions.id, { onDelete: "cascade" }),
    attemptDate: date("attempt_date").notNull(),
    userAnswer: text("user_answer").notNull().default(""),
    isCorrect: boolean("is_correct").notNull().default(false),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("user_trivia_attempts_unique").on(t.userId, t.triviaQuestionId, t.attemptDate),
    index("user_trivia_attempts_question_idx").on(t.triviaQuestionId),
    check("user_trivia_attempts_deadline_check", sql`${t.deadlineAt} is null or ${t.deadlineAt} >= ${t.unlockedAt}`),
  ],
);

/** A player's submitted global set: at most one per Central-Time day, as a database fact. */
export const triviaSubmissions = pgTable(
  "trivia_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    totalCorrect: integer("total_correct").notNull(),
    totalQuestions: integer("total_questions").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("trivia_submissions_one_per_day").on(t.userId, t.day)],
);

/**
 * The global set of each Central-Time day, drawn once (by the day-opening job or the first read)
 * and then fixed: every player gets the same questions in the same order, however the bank changes.
 */
export const triviaDailyQuestions = pgTable(
  "trivia_daily_questions",
  {
    day: date("day").notNull(),
    position: smallint("position").notNull(),
    triviaQuestionId: uuid("trivia_question_id")
      .notNull()
      .references(() => triviaQuestions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.position] }),
    unique("trivia_daily_questions_once_a_day").on(t.day, t.triviaQuestionId),
    index("trivia_daily_questions_question_idx").on(t.triviaQuestionId),
  ],
);
