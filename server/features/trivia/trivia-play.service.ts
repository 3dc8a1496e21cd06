import { and, eq } from "drizzle-orm";
import {
  ALREADY_ANSWERED_MESSAGE,
  ALREADY_SUBMITTED_MESSAGE,
  type AnswerBody,
  type AnswerResponse,
  DAY_OVER_MESSAGE,
  type DailyTrivia,
  NOT_TODAYS_QUESTION_MESSAGE,
  UNLOCK_FIRST_MESSAGE,
  UNLOCK_ORDER_MESSAGE,
  type UnlockResponse,
} from "../../../shared/contracts/trivia.ts";
import { canUnlock, questionStatus, triviaDayOf } from "../../../shared/domain/trivia-day.ts";
import { clock } from "../../clock.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { triviaSubmissions, userTriviaAttempts } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { getTriviaSettings } from "../settings/settings.service.ts";
import { publishTriviaProgress } from "./trivia.events.ts";
import { toDailyQuestion } from "./trivia.mapper.ts";
import { recordAnswer } from "./trivia-answer.ts";
import { attemptsOf } from "./trivia-attempts.ts";
import { shuffledChoices } from "./trivia-choices.ts";
import { playerSets, type TriviaSet } from "./trivia-day.service.ts";
import { requestDay } from "./trivia-request-day.ts";

export async function hasSubmitted(database: DbOrTx, userId: string, day: string): Promise<boolean> {
  const [row] = await database
    .select({ id: triviaSubmissions.id })
    .from(triviaSubmissions)
    .where(and(eq(triviaSubmissions.userId, userId), eq(triviaSubmissions.day, day)));
  return Boolean(row);
}

export async function dailyTrivia(userId: string): Promise<DailyTrivia> {
  const now = clock.now();
  const day = triviaDayOf(now);
  const [sets, attempts, submitted, settings] = await Promise.all([
    playerSets(userId, day),
    attemptsOf(db(), userId, day),
    hasSubmitted(db(), userId, day),
    getTriviaSettings(),
  ]);
  const view = (set: TriviaSet) => set.questions.map((q) => toDailyQuestion(q, attempts.get(q.id), day, now));
  const [global, ...leagues] = sets;
  // A question that filled a gap in the day after this player submitted is not theirs to play.
  if (submitted) global!.questions = global!.questions.filter((q) => attempts.has(q.id));
  return {
    day,
    serverNow: now.toISOString(),
    answerTimeLimit: settings.answerTimeLimit,
    globalTrivia: { questions: view(global!), hasAnswered: submitted },
    leagueTrivia: leagues.map((set) => ({ leagueId: set.leagueId!, leagueName: set.leagueName, questions: view(set) })),
  };
}

/** The set holding a question today, and its place in that set; 404 for any other question. */
function locate(sets: TriviaSet[], questionId: string) {
  for (const set of sets) {
    const index = set.questions.findIndex((q) => q.id === questionId);
    if (index >= 0) return { set, index, question: set.questions[index]! };
  }
  throw new NotFoundError(NOT_TODAYS_QUESTION_MESSAGE);
}

/**
 * Starts a question's countdown on the server clock (RULES §4 order: the previous question of its
 * set must be answered or timed out). Unlocking again answers the same deadline, so a reload or
 * a second tab shows the same remaining time.
 */
export async function unlockQuestion(userId: string, questionId: string): Promise<UnlockResponse> {
  const now = clock.now();
  const day = triviaDayOf(now);
  const { answerTimeLimit } = await getTriviaSettings();
  const result = await db().transaction(async (tx) => {
    const { set, index, question } = locate(await playerSets(userId, day, tx), questionId);
    if (set.leagueId === null && (await hasSubmitted(tx, userId, day)))
      throw new ConflictError(ALREADY_SUBMITTED_MESSAGE);
    const attempts = await attemptsOf(tx, userId, day, { lock: true });
    const existing = attempts.get(questionId);
    if (existing?.unlockedAt && existing.deadlineAt) return { attempt: existing, question, created: false };
    if (existing) throw new ConflictError(ALREADY_ANSWERED_MESSAGE);
    const statuses = set.questions.map((q) => questionStatus(attempts.get(q.id), now));
    if (!canUnlock(statuses, index)) throw new ConflictError(UNLOCK_ORDER_MESSAGE);
    const deadlineAt = new Date(now.getTime() + answerTimeLimit * 1000);
    await tx
      .insert(userTriviaAttempts)
      .values({ userId, triviaQuestionId: questionId, attemptDate: day, unlockedAt: now, deadlineAt })
      .onConflictDoNothing();
    const attempt = (await attemptsOf(tx, userId, day)).get(questionId)!;
    return { attempt, question, created: true };
  });
  if (result.created) publishTriviaProgress(userId, day);
  return {
    questionId,
    question: result.question.question,
    choices: shuffledChoices(result.question, day),
    unlockedAt: result.attempt.unlockedAt!.toISOString(),
    deadlineAt: result.attempt.deadlineAt!.toISOString(),
    serverNow: now.toISOString(),
  };
}

/**
 * RULES §7 POST /api/trivia/answer: one answer per question; late is a timeout; a repeat is 409.
 * Yesterday's question takes its answer only while its countdown (and grace) is still running.
 */
export async function answerQuestion(userId: string, body: AnswerBody): Promise<AnswerResponse> {
  const now = clock.now();
  const { day, past } = requestDay(body.day, now);
  const answer = await db().transaction(async (tx) => {
    const { set, question } = locate(await playerSets(userId, day, tx), body.questionId);
    const attempt = (await attemptsOf(tx, userId, day, { lock: true })).get(question.id) ?? null;
    if (attempt?.answeredAt) throw new ConflictError(ALREADY_ANSWERED_MESSAGE);
    if (!attempt) throw new ConflictError(past ? DAY_OVER_MESSAGE : UNLOCK_FIRST_MESSAGE);
    if (past && questionStatus(attempt, now) !== "unlocked") throw new ConflictError(DAY_OVER_MESSAGE);
    if (set.leagueId === null && (await hasSubmitted(tx, userId, day)))
      throw new ConflictError(ALREADY_SUBMITTED_MESSAGE);
    const recorded = await recordAnswer(tx, {
      userId,
      day,
      leagueId: set.leagueId,
      question,
      attempt,
      userAnswer: body.userAnswer,
      now,
    });
    if (!recorded) throw new ConflictError(ALREADY_ANSWERED_MESSAGE);
    return recorded;
  });
  publishTriviaProgress(userId, day, answer.pointsAwarded > 0);
  return answer;
}
