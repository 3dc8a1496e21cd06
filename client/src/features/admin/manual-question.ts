import { type CreateQuestionBody, createQuestionBodySchema } from "@shared/contracts/trivia-questions";
import type { TriviaCategory, TriviaDifficulty } from "@shared/domain/enums";

/** The Add Manual form as typed: every field is text until it is sent. */
export interface ManualQuestionDraft {
  question: string;
  correctAnswer: string;
  incorrectAnswers: [string, string, string];
  category: TriviaCategory;
  difficulty: TriviaDifficulty;
  explanation: string;
  scheduledDate: string;
}

export const emptyManualQuestion: ManualQuestionDraft = {
  question: "",
  correctAnswer: "",
  incorrectAnswers: ["", "", ""],
  category: "historical",
  difficulty: "medium",
  explanation: "",
  scheduledDate: "",
};

/** RULES §4/§5: Create is enabled once question, correct answer and incorrect answer 1 are filled. */
export function canCreate(draft: ManualQuestionDraft): boolean {
  return [draft.question, draft.correctAnswer, draft.incorrectAnswers[0]].every((v) => v.trim() !== "");
}

/** The POST body: text trimmed, a blank explanation or date left out (the server reads them as not given). */
export function toCreateBody(draft: ManualQuestionDraft): CreateQuestionBody {
  const explanation = draft.explanation.trim();
  const scheduledDate = draft.scheduledDate.trim();
  return {
    question: draft.question.trim(),
    correctAnswer: draft.correctAnswer.trim(),
    incorrectAnswers: draft.incorrectAnswers.map((a) => a.trim()),
    category: draft.category,
    difficulty: draft.difficulty,
    ...(explanation && { explanation }),
    ...(scheduledDate && { scheduledDate }),
  };
}

export type ManualQuestionField =
  | "question"
  | "correctAnswer"
  | "incorrect0"
  | "incorrect1"
  | "incorrect2"
  | "incorrectAnswers"
  | "explanation"
  | "scheduledDate";

const fieldOf = (path: readonly PropertyKey[]): ManualQuestionField => {
  const [head, index] = path;
  if (head === "incorrectAnswers")
    return typeof index === "number" ? (`incorrect${index}` as ManualQuestionField) : "incorrectAnswers";
  if (head === "question" || head === "correctAnswer" || head === "explanation" || head === "scheduledDate")
    return head;
  return "question";
};

/**
 * What the server would refuse, field by field, judged by the same contract it uses. Create stays
 * enabled per the rules with only three fields filled, but the server needs all three incorrect answers:
 * the form shows these messages beside the fields instead of sending a request bound to fail.
 */
export function questionIssues(draft: ManualQuestionDraft): Partial<Record<ManualQuestionField, string>> {
  const result = createQuestionBodySchema.safeParse(toCreateBody(draft));
  if (result.success) return {};
  const issues: Partial<Record<ManualQuestionField, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    issues[field] ??= issue.message;
  }
  // Two blank answers are "equal": the all-different rule only means something once each answer is valid.
  if (issues.correctAnswer || issues.incorrect0 || issues.incorrect1 || issues.incorrect2)
    delete issues.incorrectAnswers;
  return issues;
}
