import {
  DESCRIPTION_REQUIRED_MESSAGE,
  type LeagueGenerateBody,
  TOPICS_REQUIRED_MESSAGE,
} from "@shared/contracts/trivia-questions";
import { readTriviaCount } from "@/features/trivia-questions/trivia-count";

/** RULES §5 "League trivia generation": the messages shown before any request is sent. */
export const descriptionProblem = (description: string): string | null =>
  description.trim() === "" ? DESCRIPTION_REQUIRED_MESSAGE : null;

export const topicsProblem = (selected: readonly string[]): string | null =>
  selected.length === 0 ? TOPICS_REQUIRED_MESSAGE : null;

/** Topics kept selected after a new extraction: the ones still offered. */
export const keepOffered = (selected: readonly string[], offered: readonly string[]) =>
  selected.filter((t) => offered.includes(t));

/** A date left untouched is omitted: the server schedules for its own today (Central Time). */
export function toLeagueGenerateBody(draft: {
  count: string;
  topics: string[];
  scheduledDate: string | null;
}): LeagueGenerateBody {
  const scheduledDate = draft.scheduledDate?.trim();
  return { count: readTriviaCount(draft.count), topics: draft.topics, ...(scheduledDate && { scheduledDate }) };
}
