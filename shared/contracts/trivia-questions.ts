import { z } from "zod";
import { calendarParts } from "../domain/central-time.ts";
import { TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES, type TriviaCategory, type TriviaDifficulty } from "../domain/enums.ts";
import {
  INCORRECT_ANSWER_COUNT,
  TRIVIA_ANSWER_LENGTH,
  TRIVIA_EXPLANATION_MAX,
  TRIVIA_QUESTION_LENGTH,
} from "../domain/trivia-question.ts";

/** Trivia questions as admins and league owners write them (RULES §5, §7); the daily play is in trivia.ts. */

export const TRIVIA_CATEGORY_LABELS: Record<TriviaCategory, string> = {
  historical: "Historical",
  current: "Current Season",
  conference: "Conference",
  fun_facts: "Fun Facts",
};
export const TRIVIA_DIFFICULTY_LABELS: Record<TriviaDifficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

export const TRIVIA_COUNT = { min: 1, max: 20, default: 5 } as const;

export const QUESTION_TAKEN_MESSAGE = "A question with this text already exists";
export const QUESTION_NOT_FOUND_MESSAGE = "Question not found";
export const QUESTION_DELETED_MESSAGE = "Question deleted";
export const AI_KEY_VAR = "OPENAI_API_KEY";
export const AI_NOT_CONFIGURED_MESSAGE = `AI generation is not configured: set ${AI_KEY_VAR}`;
export const DESCRIPTION_REQUIRED_MESSAGE = "Please enter a description first";
export const TOPICS_REQUIRED_MESSAGE = "Please select at least one topic";
export const NO_TOPICS_FOUND_MESSAGE = "No teams, conferences or mascots found in the description";
export const NO_BANK_QUESTIONS_MESSAGE = "No questions found for the selected topics";
export const TOPICS_USED_UP_MESSAGE = "Every question about these topics is already in this league";
export const PICKS_ONLY_MESSAGE = "This league is picks only: switch it to Picks & Trivia or Trivia only to add trivia";

// A form's empty field means "not given".
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** Characters as PostgreSQL's char_length counts them (code points): an emoji is one, not two. */
const chars = (value: string) => [...value].length;
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => chars(v) <= max, `${label} must be at most ${max} characters`);

/** 'YYYY-MM-DD' naming a day that exists (2025-02-30 does not). */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = calendarParts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
export const scheduledDateSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Scheduled date must be a date in the form YYYY-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Scheduled date must be a date in the form YYYY-MM-DD")
    .refine(isCalendarDate, "Scheduled date must be a real calendar date")
    .optional(),
);

export const triviaCategorySchema = z.enum(TRIVIA_CATEGORIES, {
  error: "Category must be one of historical, current, conference, fun_facts",
});
export const triviaDifficultySchema = z.enum(TRIVIA_DIFFICULTIES, {
  error: "Difficulty must be one of easy, medium, hard",
});

const incorrectAnswersSchema = z
  .array(z.string({ error: "Each incorrect answer must be text" }).trim(), {
    error: `Exactly ${INCORRECT_ANSWER_COUNT} incorrect answers are required`,
  })
  .length(INCORRECT_ANSWER_COUNT, `Exactly ${INCORRECT_ANSWER_COUNT} incorrect answers are required`)
  .superRefine((answers, ctx) => {
    answers.forEach((answer, i) => {
      if (answer.length < TRIVIA_ANSWER_LENGTH.min)
        ctx.addIssue({ code: "custom", path: [i], message: `Incorrect answer ${i + 1} is required` });
      else if (chars(answer) > TRIVIA_ANSWER_LENGTH.max)
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `Incorrect answer ${i + 1} must be at most ${TRIVIA_ANSWER_LENGTH.max} characters`,
        });
    });
  });

/** POST /api/admin/trivia/questions; also what every generated question (bank, AI) must pass. */
export const createQuestionBodySchema = z
  .object({
    question: z
      .string({ error: "Question is required" })
      .trim()
      .refine((v) => chars(v) >= TRIVIA_QUESTION_LENGTH.min, {
        message: `Question must be at least ${TRIVIA_QUESTION_LENGTH.min} characters`,
        abort: true,
      })
      .refine(
        (v) => chars(v) <= TRIVIA_QUESTION_LENGTH.max,
        `Question must be at most ${TRIVIA_QUESTION_LENGTH.max} characters`,
      ),
    correctAnswer: text("Correct answer", TRIVIA_ANSWER_LENGTH.max),
    incorrectAnswers: incorrectAnswersSchema,
    category: triviaCategorySchema,
    difficulty: triviaDifficultySchema,
    explanation: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "Explanation must be text" })
        .trim()
        .refine(
          (v) => chars(v) <= TRIVIA_EXPLANATION_MAX,
          `Explanation must be at most ${TRIVIA_EXPLANATION_MAX} characters`,
        )
        .optional(),
    ),
    scheduledDate: scheduledDateSchema,
  })
  .refine(
    ({ correctAnswer, incorrectAnswers }) =>
      new Set([correctAnswer, ...incorrectAnswers].map((a) => a.toLowerCase())).size === incorrectAnswers.length + 1,
    { message: "The correct answer and the incorrect answers must all be different", path: ["incorrectAnswers"] },
  );
export type CreateQuestionBody = z.infer<typeof createQuestionBodySchema>;

/** One question as the admin list, create and league generate answer it. Dates: 'YYYY-MM-DD'; createdAt ISO. */
export const triviaQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  correctAnswer: z.string(),
  incorrectAnswers: z.array(z.string()),
  category: triviaCategorySchema,
  difficulty: triviaDifficultySchema,
  explanation: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  leagueId: z.string().nullable(),
  /**
   * Whether today's daily draw may take it: false for a season-bank question whose facts are not
   * known yet by the server clock (a game not over, a poll not out).
   */
  askable: z.boolean(),
  /** When not askable: the first trivia day ('YYYY-MM-DD', Central) that may ask it; null when no day of the next two years may. */
  askableFrom: z.string().nullable(),
});
export type TriviaQuestionDto = z.infer<typeof triviaQuestionSchema>;

/** GET /api/admin/trivia/questions: the global bank (league questions are not listed), newest first. */
export const adminQuestionListSchema = z.array(triviaQuestionSchema);
/** DELETE /api/admin/trivia/questions/{id} */
export const deleteQuestionResponseSchema = z.object({ message: z.literal(QUESTION_DELETED_MESSAGE) });

const countSchema = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z
    .number({ error: "Count must be a whole number from 1 to 20" })
    .int("Count must be a whole number from 1 to 20")
    .min(TRIVIA_COUNT.min, "Count must be a whole number from 1 to 20")
    .max(TRIVIA_COUNT.max, "Count must be a whole number from 1 to 20")
    .default(TRIVIA_COUNT.default),
);

/** POST /api/admin/trivia/generate: empty or missing lists mean any category / difficulty. */
export const aiGenerateBodySchema = z.object({
  count: countSchema,
  categories: z.array(triviaCategorySchema, { error: "Categories must be a list" }).optional(),
  difficulties: z.array(triviaDifficultySchema, { error: "Difficulties must be a list" }).optional(),
  scheduledDate: scheduledDateSchema,
});
export type AiGenerateBody = z.infer<typeof aiGenerateBodySchema>;
/** POST /api/admin/trivia/generate and /seed: how many questions were stored (duplicates are not). */
export const countResponseSchema = z.object({ count: z.number().int() });
export type CountResponse = z.infer<typeof countResponseSchema>;

/** GET /api/admin/trivia/ai-status: whether Generate with AI can work; `missing` names the unset variable. */
export const aiStatusSchema = z.object({ configured: z.boolean(), missing: z.literal(AI_KEY_VAR).nullable() });
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** The longest league description topics are extracted from; the generator's field stops there too. */
export const TOPICS_DESCRIPTION_MAX = 1000;

/** POST /api/leagues/{id}/trivia/extract-topics */
export const extractTopicsBodySchema = z.object({
  description: z
    .string({ error: DESCRIPTION_REQUIRED_MESSAGE })
    .trim()
    .min(1, DESCRIPTION_REQUIRED_MESSAGE)
    .max(TOPICS_DESCRIPTION_MAX, `Description must be at most ${TOPICS_DESCRIPTION_MAX} characters`),
});
export type ExtractTopicsBody = z.infer<typeof extractTopicsBodySchema>;
export const extractTopicsResponseSchema = z.object({ topics: z.array(z.string()) });
export type ExtractTopicsResponse = z.infer<typeof extractTopicsResponseSchema>;

/** POST /api/leagues/{id}/trivia/generate: scheduledDate defaults to today in Central Time. */
export const leagueGenerateBodySchema = z.object({
  count: countSchema,
  topics: z
    .array(
      z
        .string({ error: "Each topic must be text" })
        .trim()
        .min(1, "Topics cannot be blank")
        .max(100, "Each topic must be at most 100 characters"),
      {
        error: TOPICS_REQUIRED_MESSAGE,
      },
    )
    .min(1, TOPICS_REQUIRED_MESSAGE)
    .max(30, "Select at most 30 topics"),
  scheduledDate: scheduledDateSchema,
});
export type LeagueGenerateBody = z.infer<typeof leagueGenerateBodySchema>;
export const PAST_DATE_MESSAGE = "Choose today or a later date";
/**
 * A generated league question as its owner sees it: no answers. The season bank behind offline
 * generation also seeds the global questions, so answers here would be a lookup table for them.
 */
export const leagueQuestionSchema = triviaQuestionSchema.pick({
  id: true,
  question: true,
  category: true,
  difficulty: true,
  scheduledDate: true,
});
export type LeagueQuestionDto = z.infer<typeof leagueQuestionSchema>;
export const leagueGenerateResponseSchema = z.object({ questions: z.array(leagueQuestionSchema) });
export type LeagueGenerateResponse = z.infer<typeof leagueGenerateResponseSchema>;
