import { Hono } from "hono";
import type { TriviaStats } from "../../../shared/contracts/profile.ts";
import { requireUser, userOf } from "../../auth/auth.middleware.ts";
import type { AppEnv } from "../../http/app-env.ts";

export const triviaRoutes = new Hono<AppEnv>().get("/trivia/stats", requireUser, (c) => {
  const user = userOf(c);
  const stats: TriviaStats = {
    totalCorrect: user.triviaCorrectTotal,
    currentStreak: user.triviaCurrentStreak,
    bestStreak: user.triviaBestStreak,
  };
  return c.json(stats);
});
