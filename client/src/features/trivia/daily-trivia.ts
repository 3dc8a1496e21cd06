import type { DailyQuestion, DailyTrivia, SubmitResponse } from "@shared/contracts/trivia";
import { canUnlock, isSettled } from "@shared/domain/trivia-day";
import { triviaShareText, triviaShareUrl } from "@shared/domain/trivia-share";

/** One block of the page: the global set, or one league's set under its name. */
export interface TriviaSetView {
  key: string;
  leagueName: string | null;
  questions: DailyQuestion[];
}

/** RULES §2 order: the global questions first, then each league's (the server sorts them by league name). */
export function triviaSets(daily: DailyTrivia): TriviaSetView[] {
  const global: TriviaSetView[] = daily.globalTrivia.questions.length
    ? [{ key: "global", leagueName: null, questions: daily.globalTrivia.questions }]
    : [];
  const leagues = daily.leagueTrivia
    .filter((set) => set.questions.length > 0)
    .map((set) => ({ key: set.leagueId, leagueName: set.leagueName, questions: set.questions }));
  return [...global, ...leagues];
}

export const isSettledQuestion = (question: DailyQuestion) => isSettled(question.status);

/** The progress bar: questions answered or timed out over every question on the page. */
export function triviaProgress(daily: DailyTrivia): { answered: number; total: number } {
  const questions = triviaSets(daily).flatMap((set) => set.questions);
  return { answered: questions.filter(isSettledQuestion).length, total: questions.length };
}

export const isEmptyDay = (daily: DailyTrivia) => triviaSets(daily).length === 0;

/** RULES §4 order within a set: the first question, or one whose predecessor is answered or timed out. */
export const unlockableAt = (questions: readonly DailyQuestion[], index: number) =>
  canUnlock(
    questions.map((q) => q.status),
    index,
  );

export type QuestionOutcome = "correct" | "wrong" | "unanswered";

/** How a settled question ended; null while it is locked or counting down. An empty answer is a timeout. */
export function outcomeOf(question: DailyQuestion): QuestionOutcome | null {
  if (!isSettledQuestion(question)) return null;
  if (!question.userAnswer) return "unanswered";
  return question.isCorrect ? "correct" : "wrong";
}

/**
 * Issue 22: the day's spoiler-free result to share, from how each global question ended (a question
 * not settled yet counts as timed out, as the submit makes it), the streak and `origin`'s trivia page.
 */
export function triviaShareTextOf(
  day: string,
  global: DailyTrivia["globalTrivia"],
  streak: number,
  origin: string,
): string {
  const outcomes = global.questions.map((question) => outcomeOf(question) ?? "unanswered");
  return triviaShareText({ day, outcomes, streak, url: triviaShareUrl(origin) });
}

/**
 * RULES §4: the global set is submitted once every question of it is answered or timed out and the
 * day is not yet submitted, and only once a day from this page (`requestedDay`: the day a submit
 * was already sent for, so a re-render or StrictMode's second effect cannot send another).
 */
export function shouldAutoSubmit(daily: DailyTrivia, requestedDay: string | null): boolean {
  const { questions, hasAnswered } = daily.globalTrivia;
  return !hasAnswered && daily.day !== requestedDay && questions.length > 0 && questions.every(isSettledQuestion);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The 'Trivia Complete!' toast's line: score, points and streak bonus. */
export function submitSummary(result: SubmitResponse): string {
  const gains = [`+${plural(result.pointsEarned, "point")}`];
  if (result.streakBonus > 0) gains.push(`+${result.streakBonus} streak bonus`);
  const streak = result.currentStreak > 1 ? ` You're on a ${result.currentStreak}-day streak.` : "";
  return `You got ${result.totalCorrect} of ${result.totalQuestions} right: ${gains.join(", ")}.${streak}`;
}

/**
 * What the countdown's live region says: it changes only three times (running, nearly out, over),
 * so a screen reader is told about the timer without hearing every second.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return "Time's up";
  if (seconds <= 5) return "Almost out of time";
  return "The timer is running";
}
