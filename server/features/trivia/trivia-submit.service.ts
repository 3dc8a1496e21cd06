import { eq, sql } from "drizzle-orm";
import {
  ALREADY_SUBMITTED_MESSAGE,
  DAY_OVER_MESSAGE,
  NOTHING_TO_SUBMIT_MESSAGE,
  type SubmitBody,
  type SubmitResponse,
} from "../../../shared/contracts/trivia.ts";
import { startOfCentralDay } from "../../../shared/domain/central-time.ts";
import { LATE_SUBMIT_MS, shiftDay } from "../../../shared/domain/trivia-day.ts";
import { nextStreak, streakBonus } from "../../../shared/domain/trivia-streak.ts";
import { clock } from "../../clock.ts";
import type { Tx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { triviaSubmissions, users } from "../../db/schema/index.ts";
import { ConflictError } from "../../domain-errors.ts";
import { credit } from "../ledger/ledger.service.ts";
import { getTriviaSettings } from "../settings/settings.service.ts";
import { publishTriviaProgress } from "./trivia.events.ts";
import { recordAnswer } from "./trivia-answer.ts";
import { attemptsOf } from "./trivia-attempts.ts";
import { globalSet } from "./trivia-day.service.ts";
import { requestDay } from "./trivia-request-day.ts";

/**
 * RULES §7 POST /api/trivia/submit: closes the day's global set, once per player and day (a
 * unique row, so of two concurrent submits one wins and the other is a 409). A question still
 * counting down takes the answer sent with the submit; one never unlocked or past its deadline is
 * a timeout. Then the streak moves and its bonus is credited in the week that holds the day.
 */
export async function submitTrivia(userId: string, body: SubmitBody): Promise<SubmitResponse> {
  const now = clock.now();
  const { day, past } = requestDay(body.day, now);
  if (past && now.getTime() - startOfCentralDay(shiftDay(day, 1)).getTime() > LATE_SUBMIT_MS)
    throw new ConflictError(DAY_OVER_MESSAGE);
  const settings = await getTriviaSettings();
  const result = await db().transaction(async (tx) => {
    const questions = await globalSet(day, tx);
    if (questions.length === 0) throw new ConflictError(NOTHING_TO_SUBMIT_MESSAGE);
    const [submission] = await tx
      .insert(triviaSubmissions)
      .values({ userId, day, totalCorrect: 0, totalQuestions: questions.length, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: triviaSubmissions.id });
    if (!submission) throw new ConflictError(ALREADY_SUBMITTED_MESSAGE);

    const attempts = await attemptsOf(tx, userId, day, { lock: true });
    const sent = new Map(body.answers.map((a) => [a.questionId, a.userAnswer]));
    for (const question of questions) {
      const attempt = attempts.get(question.id) ?? null;
      if (attempt?.answeredAt) continue;
      await recordAnswer(tx, {
        userId,
        day,
        leagueId: null,
        question,
        attempt,
        userAnswer: sent.get(question.id) ?? "",
        now,
      });
    }
    const settled = await attemptsOf(tx, userId, day);
    const answers = questions.map((q) => settled.get(q.id)!);
    const totalCorrect = answers.filter((a) => a.isCorrect).length;
    const pointsEarned = answers.reduce((sum, a) => sum + a.pointsAwarded, 0);
    await tx.update(triviaSubmissions).set({ totalCorrect }).where(eq(triviaSubmissions.id, submission.id));

    const currentStreak = await moveStreak(tx, userId, day, totalCorrect);
    const bonus = streakBonus(currentStreak, settings);
    if (bonus > 0)
      await credit(tx, { source: "streak", triviaSubmissionId: submission.id, userId, day, amount: bonus });
    return { totalCorrect, totalQuestions: questions.length, pointsEarned, streakBonus: bonus, currentStreak };
  });
  publishTriviaProgress(userId, day, result.pointsEarned + result.streakBonus > 0);
  return result;
}

async function moveStreak(tx: Tx, userId: string, day: string, correct: number): Promise<number> {
  const [user] = await tx
    .select({ last: users.triviaLastAttemptDate, current: users.triviaCurrentStreak })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const streak = nextStreak(user?.last ?? null, user?.current ?? 0, day);
  await tx
    .update(users)
    .set({
      triviaCurrentStreak: streak,
      triviaBestStreak: sql`greatest(${users.triviaBestStreak}, ${streak})`,
      triviaLastAttemptDate: day,
      triviaCorrectTotal: sql`${users.triviaCorrectTotal} + ${correct}`,
    })
    .where(eq(users.id, userId));
  return streak;
}
