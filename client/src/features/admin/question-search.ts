import { TRIVIA_CATEGORY_LABELS, type TriviaQuestionDto } from "@shared/contracts/trivia-questions";

/** A seed adds about 1,000 questions: the list renders this many at a time, with Show more. */
export const QUESTION_PAGE_SIZE = 50;

/** Case-insensitive match on the question, its answers, explanation, category label and scheduled date. */
export function filterQuestions(questions: readonly TriviaQuestionDto[], term: string): readonly TriviaQuestionDto[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return questions;
  return questions.filter((q) =>
    [
      q.question,
      q.correctAnswer,
      ...q.incorrectAnswers,
      q.explanation,
      TRIVIA_CATEGORY_LABELS[q.category],
      q.scheduledDate,
    ].some((text) => text?.toLowerCase().includes(needle)),
  );
}

/** "Showing 50 of 1,040 questions" and friends. */
export function listSummary(shown: number, matching: number, total: number): string {
  const count = (n: number) => n.toLocaleString("en-US");
  const noun = total === 1 ? "question" : "questions";
  if (matching === total)
    return shown === total ? `${count(total)} ${noun}` : `Showing ${count(shown)} of ${count(total)} ${noun}`;
  return `Showing ${count(shown)} of ${count(matching)} matches (${count(total)} ${noun} in all)`;
}
