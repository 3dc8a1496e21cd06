import { db } from "../../server/db/index.ts";
import { triviaQuestions } from "../../server/db/schema/index.ts";
import type { TestClient } from "./client.ts";

let serial = 0;

/** A trivia question stored directly (the admin endpoints have their own tests). */
export async function insertQuestion(overrides: Partial<typeof triviaQuestions.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db()
    .insert(triviaQuestions)
    .values({
      question: `Which team won test game number ${serial}?`,
      correctAnswer: `Right ${serial}`,
      incorrectAnswers: [`Wrong ${serial}a`, `Wrong ${serial}b`, `Wrong ${serial}c`],
      category: "historical",
      difficulty: "easy",
      explanation: `Explanation ${serial}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export const insertQuestions = async (count: number, overrides: Partial<typeof triviaQuestions.$inferInsert> = {}) => {
  const rows = [];
  for (let i = 0; i < count; i++) rows.push(await insertQuestion(overrides));
  return rows;
};

/** Unlocks and answers a question through the API; `correct` picks the stored right or a wrong choice. */
export async function play(
  client: TestClient,
  question: { id: string; correctAnswer: string; incorrectAnswers: string[] },
  correct: boolean,
) {
  const unlocked = await client.post(`/api/trivia/questions/${question.id}/unlock`);
  if (unlocked.status !== 200) throw new Error(`unlock failed: ${unlocked.status} ${JSON.stringify(unlocked.body)}`);
  return client.post("/api/trivia/answer", {
    questionId: question.id,
    userAnswer: correct ? question.correctAnswer : question.incorrectAnswers[0],
  });
}
