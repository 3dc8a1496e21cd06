import { and, eq, isNull } from "drizzle-orm";
import type { AnswerResponse } from "../../../shared/contracts/trivia.ts";
import { NOT_A_CHOICE_MESSAGE } from "../../../shared/contracts/trivia.ts";
import { isPastDeadline, POINTS_PER_CORRECT_ANSWER } from "../../../shared/domain/trivia-day.ts";
import type { Tx } from "../../db/client.ts";
import { userTriviaAttempts } from "../../db/schema/index.ts";
import { ValidationError } from "../../domain-errors.ts";
import { credit } from "../ledger/ledger.service.ts";
import type { Attempt } from "./trivia-attempts.ts";
import type { DayQuestion } from "./trivia-day.service.ts";

export interface AnswerInput {
  userId: string;
  day: string;
  leagueId: string | null;
  question: DayQuestion;
  /** The player's attempt, locked by the caller; null when the question was never unlocked. */
  attempt: Attempt | null;
  userAnswer: string;
  now: Date;
}

/**
 * Stores the one answer a question gets and credits its point. Past the deadline and its grace
 * (or never unlocked) the answer is a timeout: empty, incorrect, no points. Returns null when the
 * question already had its answer (the caller turns that into a 409).
 */
export async function recordAnswer(tx: Tx, input: AnswerInput): Promise<AnswerResponse | null> {
  const { question, attempt, now } = input;
  if (attempt?.answeredAt) return null;
  const timedOut = !attempt?.deadlineAt || isPastDeadline(attempt.deadlineAt, now);
  const userAnswer = timedOut ? "" : input.userAnswer.trim();
  const choices = [question.correctAnswer, ...question.incorrectAnswers];
  if (userAnswer !== "" && !choices.includes(userAnswer)) throw new ValidationError(NOT_A_CHOICE_MESSAGE);
  const isCorrect = userAnswer === question.correctAnswer;
  // A league owner sees the questions they generate: playing them is fine, scoring on them is not.
  const pointsAwarded = isCorrect && question.createdBy !== input.userId ? POINTS_PER_CORRECT_ANSWER : 0;
  const values = { userAnswer, isCorrect, pointsAwarded, answeredAt: now };
  const [stored] = attempt
    ? await tx
        .update(userTriviaAttempts)
        .set(values)
        .where(and(eq(userTriviaAttempts.id, attempt.id), isNull(userTriviaAttempts.answeredAt)))
        .returning({ id: userTriviaAttempts.id })
    : await tx
        .insert(userTriviaAttempts)
        .values({ userId: input.userId, triviaQuestionId: question.id, attemptDate: input.day, ...values })
        .onConflictDoNothing()
        .returning({ id: userTriviaAttempts.id });
  if (!stored) return null;
  if (pointsAwarded > 0) {
    const key = { userId: input.userId, day: input.day, amount: pointsAwarded, triviaAttemptId: stored.id };
    await credit(
      tx,
      input.leagueId ? { ...key, source: "league_trivia", leagueId: input.leagueId } : { ...key, source: "trivia" },
    );
  }
  return {
    questionId: question.id,
    userAnswer,
    isCorrect,
    timedOut,
    pointsAwarded,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
  };
}
