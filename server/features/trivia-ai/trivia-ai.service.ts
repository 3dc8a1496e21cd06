import { z } from "zod";
import {
  type CreateQuestionBody,
  createQuestionBodySchema,
  TRIVIA_CATEGORY_LABELS,
} from "../../../shared/contracts/trivia-questions.ts";
import {
  TRIVIA_CATEGORIES,
  TRIVIA_DIFFICULTIES,
  type TriviaCategory,
  type TriviaDifficulty,
} from "../../../shared/domain/enums.ts";
import { UpstreamError } from "../../domain-errors.ts";
import { AI_MALFORMED_MESSAGE, askForJson } from "./trivia-ai.client.ts";

/** What the model is asked to return. Loose on purpose: the create contract judges each item afterwards. */
const aiQuestionsSchema = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      correctAnswer: z.string(),
      incorrectAnswers: z.array(z.string()),
      category: z.enum(TRIVIA_CATEGORIES),
      difficulty: z.enum(TRIVIA_DIFFICULTIES),
      explanation: z.string(),
    }),
  ),
});
const aiTopicsSchema = z.object({ topics: z.array(z.string()) });

const QUESTION_RULES = `You write multiple-choice trivia questions about American college football (NCAA FBS).
Rules for every question:
- Exactly one correct answer and exactly three incorrect answers; all four different.
- Wrong answers are the same kind of thing as the correct one (teams for a team, years for a year) and plausible, but certainly wrong.
- The question is 10 to 500 characters; each answer at most 200 characters; the explanation one or two sentences (at most 1000 characters) stating the fact.
- Only facts you are sure of; never ask about anything that may have changed recently without naming the season.
- category is one of: ${TRIVIA_CATEGORIES.map((c) => `${c} (${TRIVIA_CATEGORY_LABELS[c]})`).join(", ")}.
- difficulty is one of: easy (most fans know it), medium, hard (die-hard fans only).`;

export interface AiQuestionRequest {
  count: number;
  categories?: TriviaCategory[];
  difficulties?: TriviaDifficulty[];
  topics?: string[];
  scheduledDate?: string;
}

/**
 * Questions written by the model, each checked against the create contract: invalid items, items
 * outside the requested categories or difficulties, and repeated texts are dropped; at most `count`.
 */
export async function aiQuestions(request: AiQuestionRequest): Promise<CreateQuestionBody[]> {
  const lines = [`Write ${request.count} different questions.`];
  if (request.categories?.length) lines.push(`Use only these categories: ${request.categories.join(", ")}.`);
  if (request.difficulties?.length) lines.push(`Use only these difficulties: ${request.difficulties.join(", ")}.`);
  if (request.topics?.length)
    lines.push(`Every question must be about at least one of these topics: ${request.topics.join("; ")}.`);
  const reply = await askForJson("trivia_questions", aiQuestionsSchema, QUESTION_RULES, lines.join("\n"));
  const items = z.object({ questions: z.array(z.unknown()) }).safeParse(reply);
  if (!items.success) throw new UpstreamError(AI_MALFORMED_MESSAGE);

  const seen = new Set<string>();
  const accepted: CreateQuestionBody[] = [];
  for (const item of items.data.questions) {
    const parsed = createQuestionBodySchema.safeParse({ ...(item as object), scheduledDate: request.scheduledDate });
    if (!parsed.success) continue;
    const q = parsed.data;
    if (request.categories?.length && !request.categories.includes(q.category)) continue;
    if (request.difficulties?.length && !request.difficulties.includes(q.difficulty)) continue;
    if (seen.has(q.question.toLowerCase())) continue;
    seen.add(q.question.toLowerCase());
    accepted.push(q);
    if (accepted.length === request.count) break;
  }
  return accepted;
}

const MAX_TOPICS = 10;

/** The topics the model finds in a league description: short, trimmed, each once (any case). */
export async function aiTopics(description: string): Promise<string[]> {
  const reply = await askForJson(
    "league_topics",
    aiTopicsSchema,
    `You read the description of a college football fan league and list the topics its trivia should cover:
teams, conferences, mascots, rivalries, players, coaches, stadiums or traditions it names or clearly means.
Each topic is a short name of 1 to 5 words. At most ${MAX_TOPICS} topics. No topics that are not about college football.`,
    description,
  );
  const parsed = aiTopicsSchema.safeParse(reply);
  if (!parsed.success) throw new UpstreamError(AI_MALFORMED_MESSAGE);
  const seen = new Set<string>();
  return parsed.data.topics
    .map((t) => t.trim())
    .filter((t) => t.length > 0 && t.length <= 100 && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, MAX_TOPICS);
}
