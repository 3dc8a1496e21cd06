import { afterAll, beforeAll, beforeEach } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { forgetCurrentWeek } from "../../server/features/leaderboard/current-week.ts";
import { resetBoards } from "../../server/features/standings/standings.cache.ts";
import { openTestDatabase, truncateAll } from "./test-db.ts";

// Hundreds of players sign in from one loopback address here; tests/api/rate-limits.test.ts turns
// the limits on where they are the subject.
process.env.RATE_LIMITS ??= "off";

let database: Database;

beforeAll(async () => {
  setEnvForTests({ LOG_LEVEL: "silent" });
  database = await openTestDatabase();
  useDatabase(database);
});

beforeEach(async () => {
  clock.reset();
  setEnvForTests({ LOG_LEVEL: "silent" });
  await truncateAll(database);
  resetBoards(); // boards held in memory outlive a truncate, which publishes no event
  forgetCurrentWeek(); // so does the current week's id
});

afterAll(async () => {
  await database?.close();
});
