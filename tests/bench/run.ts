import { setEnvForTests } from "../../server/env.ts";
import { benchGrading } from "./grading.bench.ts";
import { benchLeaderboard } from "./leaderboard.bench.ts";
import { benchTriviaDeadline } from "./trivia-deadline.bench.ts";

/** `npm run bench`: prints figures; never a pass/fail gate. BENCH_ONLY=postgres|pglite|trivia narrows it. */
setEnvForTests({ LOG_LEVEL: "warn" });
const only = process.env.BENCH_ONLY;
for (const kind of ["postgres", "pglite"] as const) {
  if (only && only !== kind) continue;
  try {
    await benchGrading(kind);
  } catch (error) {
    console.log(`grading ${kind}: skipped (${(error as Error).message})`);
  }
}
if (!only || only === "postgres") await benchLeaderboard().catch((error) => console.log(`leaderboard postgres: skipped (${(error as Error).message})`));
if (!only || only === "trivia") await benchTriviaDeadline().catch((error) => console.log(`trivia deadline: skipped (${(error as Error).message})`));
process.exit(0);
