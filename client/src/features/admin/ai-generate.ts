import type { AiGenerateBody } from "@shared/contracts/trivia-questions";
import type { TriviaCategory, TriviaDifficulty } from "@shared/domain/enums";
import { readTriviaCount } from "@/features/trivia-questions/trivia-count";

export interface AiGenerateDraft {
  count: string;
  categories: TriviaCategory[];
  difficulties: TriviaDifficulty[];
  scheduledDate: string;
}

export const emptyAiGenerate: AiGenerateDraft = { count: "5", categories: [], difficulties: [], scheduledDate: "" };

/** No box ticked means any category or difficulty, which is what the server reads from a missing list. */
export function toAiGenerateBody(draft: AiGenerateDraft): AiGenerateBody {
  const scheduledDate = draft.scheduledDate.trim();
  return {
    count: readTriviaCount(draft.count),
    ...(draft.categories.length > 0 && { categories: draft.categories }),
    ...(draft.difficulties.length > 0 && { difficulties: draft.difficulties }),
    ...(scheduledDate && { scheduledDate }),
  };
}

/** RULES §8: 'Generated N AI trivia questions', with the date appended when they were scheduled. */
export function aiGeneratedMessage(count: number, scheduledDate?: string): string {
  return `Generated ${count} AI trivia questions${scheduledDate ? ` for ${scheduledDate}` : ""}`;
}
