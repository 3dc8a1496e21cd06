import { type SQL, sql } from "drizzle-orm";
import { ANSWER_GRACE_MS } from "../../../shared/domain/trivia-day.ts";

/**
 * isPastDeadline (shared/domain/trivia-day.ts) in SQL, for queries that count timed-out questions
 * over many rows; null when the deadline is null (never unlocked), as any comparison with null is.
 */
export const pastDeadline = (deadlineAt: SQL, now: Date): SQL =>
  sql`(${deadlineAt} + ${`${ANSWER_GRACE_MS} milliseconds`}::interval < ${now.toISOString()}::timestamptz)`;
