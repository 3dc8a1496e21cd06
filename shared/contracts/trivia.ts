import { z } from "zod";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from "../domain/enums.ts";
import { idSchema } from "../domain/id.ts";
import { QUESTION_STATUSES } from "../domain/trivia-day.ts";

/** The player's trivia calls of RULES §7, plus the unlock call that lets the server own the countdown. */

export const ALREADY_ANSWERED_MESSAGE = "You have already answered this question";
export const ALREADY_SUBMITTED_MESSAGE = "You have already answered today's trivia";
export const UNLOCK_FIRST_MESSAGE = "Unlock this question first";
export const UNLOCK_ORDER_MESSAGE = "Answer the previous question first";
export const NOT_TODAYS_QUESTION_MESSAGE = "This question is not part of today's trivia";
export const NOT_A_CHOICE_MESSAGE = "Choose one of the answers";
export const NOTHING_TO_SUBMIT_MESSAGE = "There is no trivia to submit today";
export const DAY_OVER_MESSAGE = "That trivia day is over";

export const questionStatusSchema = z.enum(QUESTION_STATUSES);

/**
 * One question of the day as this player may see it. A locked question shows neither its text nor
 * its choices (they come with the unlock, when the countdown starts); the answer key
 * (correctAnswer, isCorrect, explanation) is present only once it is answered or timed out.
 */
export const dailyQuestionSchema = z.object({
  id: z.uuid(),
  /** null while locked. */
  question: z.string().nullable(),
  /** Empty while locked. */
  choices: z.array(z.string()),
  category: z.enum(TRIVIA_CATEGORIES),
  difficulty: z.enum(TRIVIA_DIFFICULTIES),
  status: questionStatusSchema,
  /** When the countdown started and when it ends (ISO), once unlocked. */
  unlockedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  userAnswer: z.string().nullable(),
  correctAnswer: z.string().optional(),
  isCorrect: z.boolean().optional(),
  explanation: z.string().nullable().optional(),
});
export type DailyQuestion = z.infer<typeof dailyQuestionSchema>;

export const dailyTriviaSchema = z.object({
  /** The Central-Time trivia day, 'YYYY-MM-DD'. */
  day: z.string(),
  /** The server's clock when it answered: the client measures its offset from it. */
  serverNow: z.string(),
  answerTimeLimit: z.number().int(),
  globalTrivia: z.object({ questions: z.array(dailyQuestionSchema), hasAnswered: z.boolean() }),
  leagueTrivia: z.array(
    z.object({ leagueId: z.uuid(), leagueName: z.string(), questions: z.array(dailyQuestionSchema) }),
  ),
});
export type DailyTrivia = z.infer<typeof dailyTriviaSchema>;

/** POST /api/trivia/questions/{id}/unlock: the question and its countdown, on the server's clock. */
export const unlockResponseSchema = z.object({
  questionId: z.uuid(),
  question: z.string(),
  choices: z.array(z.string()),
  unlockedAt: z.string(),
  deadlineAt: z.string(),
  serverNow: z.string(),
});
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

const userAnswerSchema = z
  .string({ error: "userAnswer must be text" })
  .max(200, "userAnswer must be at most 200 characters");

/**
 * The trivia day a call is for ('YYYY-MM-DD'; today when left out). Naming it keeps a call sent
 * just before midnight Central from landing on the next day's set.
 */
const daySchema = z.iso.date("day must be a date like 2024-11-23").optional();

export const answerBodySchema = z.object({
  questionId: idSchema({ error: "questionId must be a question id" }),
  /** Empty: no answer (the countdown ran out). */
  userAnswer: userAnswerSchema,
  day: daySchema,
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const answerResponseSchema = z.object({
  questionId: z.uuid(),
  userAnswer: z.string(),
  isCorrect: z.boolean(),
  timedOut: z.boolean(),
  pointsAwarded: z.number().int(),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const submitBodySchema = z.object({
  answers: z
    .array(answerBodySchema.omit({ day: true }))
    .max(50, "Too many answers")
    .default([]),
  day: daySchema,
});
export type SubmitBody = z.infer<typeof submitBodySchema>;

export const submitResponseSchema = z.object({
  totalCorrect: z.number().int(),
  totalQuestions: z.number().int(),
  pointsEarned: z.number().int(),
  streakBonus: z.number().int(),
  currentStreak: z.number().int(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/**
 * GET /api/leagues/{id}/trivia/race: the members' trivia progress today. A racer's score shows
 * only once both they and the viewer have finished, so nobody learns how hard a question was first.
 */
export const triviaRaceSchema = z.object({
  day: z.string(),
  /** The server's clock when it answered: the client draws the racers' countdowns in server time. */
  serverNow: z.string(),
  viewerFinished: z.boolean(),
  racers: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      answered: z.number().int(),
      total: z.number().int(),
      finished: z.boolean(),
      score: z.number().int().nullable(),
    }),
  ),
});
export type TriviaRace = z.infer<typeof triviaRaceSchema>;
