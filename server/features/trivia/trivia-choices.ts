import { createHash } from "node:crypto";

/**
 * The correct and incorrect answers in an order that looks random but is stable for the day:
 * the same for a reload, a second tab and every process, and different the next day.
 */
export function shuffledChoices(
  question: { id: string; correctAnswer: string; incorrectAnswers: string[] },
  day: string,
): string[] {
  const key = (choice: string) =>
    createHash("sha256").update(`${day}\u0000${question.id}\u0000${choice}`).digest("hex");
  return [question.correctAnswer, ...question.incorrectAnswers]
    .map((choice) => ({ choice, key: key(choice) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ choice }) => choice);
}
