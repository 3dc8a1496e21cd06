import { startOfCentralDay } from "../../shared/domain/central-time.ts";
import { shiftDay, triviaDayOf } from "../../shared/domain/trivia-day.ts";
import { clock } from "../clock.ts";
import { openTriviaDay } from "../features/trivia/trivia-day.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

/** Opens each trivia day at midnight Central Time (daylight saving included), and at start-up. */
export function createTriviaDayJob(): ScheduledJob {
  return {
    name: "trivia day",
    run: () => openTriviaDay(triviaDayOf(clock.now())),
    nextRunAt: (now) => startOfCentralDay(shiftDay(triviaDayOf(now), 1)),
  };
}
