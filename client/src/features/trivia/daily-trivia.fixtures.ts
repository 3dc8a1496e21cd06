import type { DailyQuestion, DailyTrivia } from "@shared/contracts/trivia";

/** Test data: a question and a day in the shape GET /api/trivia/daily answers (no text or choices while locked). */
export function question(id: string, values: Partial<DailyQuestion> = {}): DailyQuestion {
  const locked = (values.status ?? "locked") === "locked";
  return {
    id,
    question: locked ? null : `Question ${id}?`,
    choices: locked ? [] : ["A", "B", "C", "D"],
    category: "historical",
    difficulty: "easy",
    status: "locked",
    unlockedAt: null,
    deadlineAt: null,
    userAnswer: null,
    ...values,
  };
}

export const answered = (id: string, userAnswer: string, isCorrect: boolean) =>
  question(id, {
    status: "answered",
    userAnswer,
    isCorrect,
    correctAnswer: isCorrect ? userAnswer : "A",
    explanation: null,
  });

export function day(
  global: DailyQuestion[],
  leagues: DailyTrivia["leagueTrivia"] = [],
  hasAnswered = false,
): DailyTrivia {
  return {
    day: "2024-11-23",
    serverNow: "2024-11-23T16:30:00.000Z",
    answerTimeLimit: 10,
    globalTrivia: { questions: global, hasAnswered },
    leagueTrivia: leagues,
  };
}
