import type { DailyQuestion } from "../../../shared/contracts/trivia.ts";
import { isSettled, questionStatus } from "../../../shared/domain/trivia-day.ts";
import type { Attempt } from "./trivia-attempts.ts";
import { shuffledChoices } from "./trivia-choices.ts";
import type { DayQuestion } from "./trivia-day.service.ts";

/** A question as the player may see it: its text once unlocked, its answer key once answered or timed out. */
export function toDailyQuestion(
  question: DayQuestion,
  attempt: Attempt | undefined,
  day: string,
  now: Date,
): DailyQuestion {
  const status = questionStatus(attempt, now);
  const locked = status === "locked";
  const base: DailyQuestion = {
    id: question.id,
    question: locked ? null : question.question,
    choices: locked ? [] : shuffledChoices(question, day),
    category: question.category,
    difficulty: question.difficulty,
    status,
    unlockedAt: attempt?.unlockedAt?.toISOString() ?? null,
    deadlineAt: attempt?.deadlineAt?.toISOString() ?? null,
    userAnswer: attempt?.answeredAt ? attempt.userAnswer : status === "timed_out" ? "" : null,
  };
  if (!isSettled(status)) return base;
  return {
    ...base,
    correctAnswer: question.correctAnswer,
    isCorrect: attempt?.answeredAt ? attempt.isCorrect : false,
    explanation: question.explanation,
  };
}
