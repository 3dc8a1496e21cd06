import { setEnvForTests } from "../../server/env.ts";
import { benchCallBudget } from "./call-budget.bench.ts";
import { benchFanoutNginx } from "./fanout-nginx.bench.ts";
import { benchGrading } from "./grading.bench.ts";
import { benchKickoffRush } from "./kickoff-rush.bench.ts";
import { benchLeaderboard } from "./leaderboard.bench.ts";
import { benchLeagueGrading } from "./league-grading.bench.ts";
import { benchLighthouse } from "./lighthouse.bench.ts";
import { benchPush } from "./push.bench.ts";
import { benchFanout, benchJoinStorm } from "./realtime.bench.ts";
import { benchStart } from "./start.bench.ts";
import { benchTriviaDeadline } from "./trivia-deadline.bench.ts";

/**
 * `npm run bench`: prints figures; never a pass/fail gate. BENCH_ONLY=postgres|pglite|leagues|leaderboard|trivia|rush|fanout|fanout-nginx|joinstorm|lighthouse|budget|push|start
 * narrows it; BENCH_ONLY=leagues-pglite runs the league grading on PGlite (smaller by default).
 */
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
const leaguesSkipped = (kind: string) => (error: Error) =>
  console.log(`league grading ${kind}: skipped (${error.message})`);
if (!only || only === "postgres" || only === "leagues")
  await benchLeagueGrading("postgres").catch(leaguesSkipped("postgres"));
if (only === "leagues-pglite") await benchLeagueGrading("pglite").catch(leaguesSkipped("pglite"));
if (!only || only === "postgres" || only === "leaderboard")
  await benchLeaderboard().catch((error) => console.log(`leaderboard postgres: skipped (${(error as Error).message})`));
if (!only || only === "trivia")
  await benchTriviaDeadline().catch((error) => console.log(`trivia deadline: skipped (${(error as Error).message})`));
for (const kind of ["postgres", "pglite"] as const) {
  if (only && only !== "rush") continue;
  await benchKickoffRush(kind).catch((error) =>
    console.log(`kickoff rush ${kind}: skipped (${(error as Error).message})`),
  );
}
if (!only || only === "fanout")
  await benchFanout().catch((error) => console.log(`fan-out: skipped (${(error as Error).message})`));
if (!only || only === "fanout-nginx")
  await benchFanoutNginx().catch((error) =>
    console.log(`fan-out through nginx: skipped (${(error as Error).message})`),
  );
if (!only || only === "joinstorm")
  await benchJoinStorm().catch((error) => console.log(`join storm: skipped (${(error as Error).message})`));
if (!only || only === "push")
  await benchPush().catch((error) => console.log(`push reminders: skipped (${(error as Error).message})`));
if (!only || only === "budget")
  await benchCallBudget().catch((error) => console.log(`call budget: skipped (${(error as Error).message})`));
if (!only || only === "start")
  await benchStart().catch((error) => console.log(`start: skipped (${(error as Error).message})`));
if (!only || only === "lighthouse")
  await benchLighthouse().catch((error) => console.log(`lighthouse: skipped (${(error as Error).message})`));
process.exit(0);
