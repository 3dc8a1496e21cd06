import type { AnswerResponse, DailyQuestion, DailyTrivia, UnlockResponse } from "@shared/contracts/trivia";

/** Writes the server's answers to unlock, answer and submit into the cached day, so the page needs no refetch to move on. */

function mapQuestion(daily: DailyTrivia, questionId: string, change: (q: DailyQuestion) => DailyQuestion): DailyTrivia {
  const map = (questions: DailyQuestion[]) => questions.map((q) => (q.id === questionId ? change(q) : q));
  return {
    ...daily,
    globalTrivia: { ...daily.globalTrivia, questions: map(daily.globalTrivia.questions) },
    leagueTrivia: daily.leagueTrivia.map((set) => ({ ...set, questions: map(set.questions) })),
  };
}

/** The countdown started (or was already running: the server answers the same deadline). */
export function withUnlock(daily: DailyTrivia, unlock: UnlockResponse): DailyTrivia {
  return mapQuestion(daily, unlock.questionId, (q) =>
    q.status === "locked"
      ? {
          ...q,
          status: "unlocked",
          question: unlock.question,
          choices: unlock.choices,
          unlockedAt: unlock.unlockedAt,
          deadlineAt: unlock.deadlineAt,
        }
      : q,
  );
}

/** The stored answer and, now that it is settled, the answer key. An empty answer is a timeout. */
export function withAnswer(daily: DailyTrivia, answer: AnswerResponse): DailyTrivia {
  return mapQuestion(daily, answer.questionId, (q) => ({
    ...q,
    status: "answered",
    userAnswer: answer.userAnswer,
    isCorrect: answer.isCorrect,
    correctAnswer: answer.correctAnswer,
    explanation: answer.explanation,
  }));
}

/** The day's global set is closed: submitted here, or already by another tab. */
export function withSubmitted(daily: DailyTrivia): DailyTrivia {
  return { ...daily, globalTrivia: { ...daily.globalTrivia, hasAnswered: true } };
}
