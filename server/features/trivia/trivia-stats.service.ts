import { eq } from "drizzle-orm";
import type { TriviaStats } from "../../../shared/contracts/profile.ts";
import { triviaDayOf } from "../../../shared/domain/trivia-day.ts";
import { liveStreak } from "../../../shared/domain/trivia-streak.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { users } from "../../db/schema/index.ts";

/** The player's counters; a streak whose last submitted day is before yesterday is already broken. */
export async function triviaStats(userId: string): Promise<TriviaStats> {
  const [row] = await db()
    .select({
      totalCorrect: users.triviaCorrectTotal,
      currentStreak: users.triviaCurrentStreak,
      bestStreak: users.triviaBestStreak,
      lastDay: users.triviaLastAttemptDate,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return { totalCorrect: 0, currentStreak: 0, bestStreak: 0 };
  const currentStreak = liveStreak(row.lastDay, row.currentStreak, triviaDayOf(clock.now()));
  return { totalCorrect: row.totalCorrect, currentStreak, bestStreak: row.bestStreak };
}
