import { eq } from "drizzle-orm";
import {
  type ExtractTopicsResponse,
  type LeagueGenerateBody,
  type LeagueGenerateResponse,
  type LeagueQuestionDto,
  NO_BANK_QUESTIONS_MESSAGE,
  NO_TOPICS_FOUND_MESSAGE,
  PAST_DATE_MESSAGE,
  PICKS_ONLY_MESSAGE,
  TOPICS_USED_UP_MESSAGE,
} from "../../../shared/contracts/trivia-questions.ts";
import { centralDateString } from "../../../shared/domain/central-time.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { triviaQuestions } from "../../db/schema/index.ts";
import { ConflictError, UnprocessableError, ValidationError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { requireLeagueOwner, type VisibleLeague } from "../leagues/league-access.ts";
import { aiStatus } from "../trivia-ai/trivia-ai.client.ts";
import { aiQuestions, aiTopics } from "../trivia-ai/trivia-ai.service.ts";
import { askableOn } from "../trivia-bank/bank.askable.ts";
import { askableCutoff } from "../trivia-bank/trivia-bank.askable.ts";
import { bankQuestionsAbout, bankTopicsIn } from "../trivia-bank/trivia-bank.ts";
import { storeNewQuestions, toQuestionDto } from "../trivia-questions/trivia-questions.store.ts";

/**
 * The owner's Custom League Trivia (RULES §2, §6). With OPENAI_API_KEY set the model finds topics and
 * writes questions; without it, topics are the schools, conferences and mascots the description
 * names, and questions come from the 2024 season bank.
 */

async function requireTriviaLeague(viewerId: string, leagueId: string): Promise<VisibleLeague> {
  const league = await requireLeagueOwner(viewerId, leagueId);
  if (league.leagueType === "picks_only") throw new ConflictError(PICKS_ONLY_MESSAGE);
  return league;
}

export async function extractLeagueTopics(
  viewerId: string,
  leagueId: string,
  description: string,
): Promise<ExtractTopicsResponse> {
  await requireTriviaLeague(viewerId, leagueId);
  const topics = aiStatus().configured ? await aiTopics(description) : await bankTopicsIn(description);
  if (topics.length === 0) throw new UnprocessableError(NO_TOPICS_FOUND_MESSAGE);
  return { topics };
}

export async function generateLeagueTrivia(
  viewerId: string,
  leagueId: string,
  body: LeagueGenerateBody,
): Promise<LeagueGenerateResponse> {
  const league = await requireTriviaLeague(viewerId, leagueId);
  const today = centralDateString(clock.now());
  const scheduledDate = body.scheduledDate ?? today;
  if (scheduledDate < today) throw new ValidationError(PAST_DATE_MESSAGE);
  const owner = { leagueId: league.id, createdBy: viewerId };
  const stored = aiStatus().configured
    ? await storeNewQuestions(await aiQuestions({ count: body.count, topics: body.topics, scheduledDate }), owner)
    : await storeFromBank(league.id, body, scheduledDate, owner);
  events.publish("trivia.set.changed", { leagueId: league.id });
  return { questions: stored.map(toLeagueQuestionDto) };
}

async function storeFromBank(
  leagueId: string,
  body: LeagueGenerateBody,
  scheduledDate: string,
  owner: { leagueId: string; createdBy: string },
) {
  // Only facts known before the league plays the questions (decision 017).
  const cutoff = (await askableCutoff(scheduledDate))?.getTime() ?? -Infinity;
  const candidates = (await bankQuestionsAbout(body.topics)).filter((q) => askableOn(q.knownAt, cutoff));
  if (candidates.length === 0) throw new UnprocessableError(NO_BANK_QUESTIONS_MESSAGE);
  const held = new Set((await leagueQuestionTexts(leagueId)).map((t) => t.toLowerCase()));
  const fresh = candidates.filter((q) => !held.has(q.question.toLowerCase())).slice(0, body.count);
  if (fresh.length === 0) throw new ConflictError(TOPICS_USED_UP_MESSAGE);
  return storeNewQuestions(
    fresh.map(({ key, topics, knownAt, ...question }) => ({
      ...question,
      scheduledDate,
      knownAt: knownAt === null ? null : new Date(knownAt),
    })),
    owner,
  );
}

const toLeagueQuestionDto = (row: Parameters<typeof toQuestionDto>[0]): LeagueQuestionDto => {
  const { id, question, category, difficulty, scheduledDate } = toQuestionDto(row);
  return { id, question, category, difficulty, scheduledDate };
};

async function leagueQuestionTexts(leagueId: string): Promise<string[]> {
  const rows = await db()
    .select({ question: triviaQuestions.question })
    .from(triviaQuestions)
    .where(eq(triviaQuestions.leagueId, leagueId));
  return rows.map((r) => r.question);
}
