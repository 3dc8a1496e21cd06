import { centralDateString } from "./central-time.ts";

/** RULES §9: three global questions a day, +1 point per correct answer. */
export const GLOBAL_QUESTIONS_PER_DAY = 3;
export const POINTS_PER_CORRECT_ANSWER = 1;
/** An answer this long after the deadline still counts: the network's share of the countdown. */
export const ANSWER_GRACE_MS = 500;
/** RULES §9: the whole global set is submitted 0.5 s after its last question is answered or timed out. */
export const AUTO_SUBMIT_DELAY_MS = 500;

/** The last instant a question's answer still counts: its deadline plus the grace. */
export const answerWindowClosesAt = (deadlineAt: Date) => new Date(deadlineAt.getTime() + ANSWER_GRACE_MS);

/**
 * RULES §9: an unanswered question times out once `now` is past its answer window; the SQL twin
 * is server/features/trivia/trivia-deadline.sql.ts (parity: tests/api/trivia-deadline.test.ts).
 */
export const isPastDeadline = (deadlineAt: Date, now: Date) =>
  now.getTime() > answerWindowClosesAt(deadlineAt).getTime();

/**
 * A day's global set may still be submitted this long after its midnight: the automatic submit
 * 0.5 s after a last answer at 23:59:59 (or its retry) lands on the day it belongs to.
 */
export const LATE_SUBMIT_MS = 60_000;

/** The trivia day of an instant: new questions appear at midnight Central Time (RULES §1). */
export const triviaDayOf = (instant: Date) => centralDateString(instant);

/** Trivia days are calendar dates: shifted by central-time's one date arithmetic. */
export { shiftDate as shiftDay } from "./central-time.ts";

export const QUESTION_STATUSES = ["locked", "unlocked", "answered", "timed_out"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/**
 * Where a question stands for a player at `now`: never unlocked, counting down, answered (an
 * empty answer included), or past its deadline and grace with nothing sent.
 */
export function questionStatus(
  attempt: { deadlineAt: Date | null; answeredAt: Date | null } | undefined,
  now: Date,
): QuestionStatus {
  if (!attempt) return "locked";
  if (attempt.answeredAt) return "answered";
  if (attempt.deadlineAt && isPastDeadline(attempt.deadlineAt, now)) return "timed_out";
  return "unlocked";
}

export const isSettled = (status: QuestionStatus) => status === "answered" || status === "timed_out";

/** RULES §4 order: question N unlocks only when it is the first or the one before it is settled. */
export function canUnlock(statuses: readonly QuestionStatus[], index: number): boolean {
  return index === 0 || isSettled(statuses[index - 1]!);
}
