import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { leagues } from "./leagues.ts";
import { users } from "./users.ts";

export const triviaQuestions = pgTable(
  "trivia_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    correctAnswer: text("correct_answer").notNull(),
    incorrectAnswers: text("incorrect_answers").array().notNull(),
    category: text("category", { enum: ["historical", "current", "conference", "fun_facts"] }).notNull(),
    difficulty: text("difficulty", { enum: ["easy", "medium", "hard"] }).notNull(),
    explanation: text("explanation"),
    scheduledDate: text("scheduled_date"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    leagueId: uuid("league_id").references(() => leagues.id, { onDelete: "cascade" }),
  },
  (t) => [index("trivia_questions_date_idx").on(t.scheduledDate)],
);

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_trivia_attempts_unique").on(t.userId, t.triviaQuestionId, t.attemptDate)],
);
