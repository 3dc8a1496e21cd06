import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { userTriviaAttempts } from "../../db/schema/index.ts";

export type Attempt = typeof userTriviaAttempts.$inferSelect;

/** A player's attempts of a day by question id; `lock` holds them (for update) until the transaction ends. */
export async function attemptsOf(database: DbOrTx, userId: string, day: string, options: { lock?: boolean } = {}) {
  const query = database
    .select()
    .from(userTriviaAttempts)
    .where(and(eq(userTriviaAttempts.userId, userId), eq(userTriviaAttempts.attemptDate, day)));
  const rows: Attempt[] = await (options.lock ? query.for("update") : query);
  return new Map(rows.map((attempt) => [attempt.triviaQuestionId, attempt]));
}
