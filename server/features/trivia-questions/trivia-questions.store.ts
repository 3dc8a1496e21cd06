import type { CreateQuestionBody, TriviaQuestionDto } from "../../../shared/contracts/trivia-questions.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { triviaQuestions } from "../../db/schema/index.ts";

export type QuestionRow = typeof triviaQuestions.$inferSelect;

/** Where a new question goes: the global bank (leagueId null) or a league's, and who added it. */
export interface QuestionOwner {
  leagueId: string | null;
  createdBy: string | null;
}

export function toQuestionDto(row: QuestionRow): TriviaQuestionDto {
  return {
    id: row.id,
    question: row.question,
    correctAnswer: row.correctAnswer,
    incorrectAnswers: row.incorrectAnswers,
    category: row.category,
    difficulty: row.difficulty,
    explanation: row.explanation,
    scheduledDate: row.scheduledDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    leagueId: row.leagueId,
  };
}

const INSERT_CHUNK = 500;

/**
 * Stores the questions a bank does not hold yet and answers the rows actually added: a text already
 * in the bank (any case; the unique indexes of migration 0004) or twice in the list is skipped.
 */
export async function storeNewQuestions(
  questions: readonly CreateQuestionBody[],
  owner: QuestionOwner,
  database: DbOrTx = db(),
): Promise<QuestionRow[]> {
  const seen = new Set<string>();
  const rows = questions
    .filter((q) => !seen.has(q.question.toLowerCase()) && seen.add(q.question.toLowerCase()))
    .map((q) => ({
      question: q.question,
      correctAnswer: q.correctAnswer,
      incorrectAnswers: q.incorrectAnswers,
      category: q.category,
      difficulty: q.difficulty,
      explanation: q.explanation ?? null,
      scheduledDate: q.scheduledDate ?? null,
      leagueId: owner.leagueId,
      createdBy: owner.createdBy,
    }));
  const added: QuestionRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    added.push(...(await database.insert(triviaQuestions).values(rows.slice(i, i + INSERT_CHUNK)).onConflictDoNothing().returning()));
  }
  return added;
}
