import { afterAll, beforeAll, beforeEach } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { openTestDatabase, truncateAll } from "./test-db.ts";

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
});

afterAll(async () => {
  await database?.close();
});
