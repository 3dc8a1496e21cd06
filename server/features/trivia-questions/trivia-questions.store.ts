import type { CreateQuestionBody, TriviaQuestionDto } from "../../../shared/contracts/trivia-questions.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { triviaQuestions } from "../../db/schema/index.ts";
import type { Askability } from "../trivia-bank/bank.askable.ts";

export type QuestionRow = typeof triviaQuestions.$inferSelect;

/** Where a new question goes: the global bank (leagueId null) or a league's, and who added it. */
export interface QuestionOwner {
  leagueId: string | null;
  createdBy: string | null;
}

/** `askability`: whether today's draw may take the question (see trivia-bank.askable.ts). */
export function toQuestionDto(
  row: QuestionRow,
  askability: Askability = { askable: true, from: null },
): TriviaQuestionDto {
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
    askable: askability.askable,
    askableFrom: askability.from,
  };
}

/** A question to store: what the create contract allows, plus the season bank's knownAt. */
export type NewQuestion = CreateQuestionBody & { knownAt?: Date | null };

const INSERT_CHUNK = 500;

/**
 * Stores the questions a bank does not hold yet and answers the rows actually added: a text already
 * in the bank (any case; the unique indexes of migration 0004) or twice in the list is skipped.
 */
export async function storeNewQuestions(
  questions: readonly NewQuestion[],
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
      knownAt: q.knownAt ?? null,
      leagueId: owner.leagueId,
      createdBy: owner.createdBy,
    }));
  const added: QuestionRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    added.push(
      ...(await database
        .insert(triviaQuestions)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning()),
    );
  }
  return added;
}
