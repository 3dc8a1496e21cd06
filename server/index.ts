import { localSignInIsLoopbackOnly } from "./auth/providers.config.ts";
import { clock } from "./clock.ts";
import { openDatabase } from "./db/client.ts";
import { useDatabase } from "./db/index.ts";
import { type Env, env } from "./env.ts";
import { startBackgroundJobs } from "./jobs/background-jobs.ts";
import { logger } from "./logger.ts";
import { startHttpServer } from "./server.ts";

async function main() {
  let config: Env;
  try {
    config = env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (config.APP_CLOCK) clock.startAt(config.APP_CLOCK);
  const database = await openDatabase(config);
  useDatabase(database);
  const server = await startHttpServer(
    config.PORT,
    config.HOST ?? (localSignInIsLoopbackOnly() ? "127.0.0.1" : undefined),
  );
  const jobs = startBackgroundJobs({
    database: { kind: database.kind, url: config.DATABASE_URL },
    leaderRetrySeconds: config.JOB_LEADER_RETRY_SECONDS,
  });
  logger.info(`Listening on ${config.APP_ORIGIN ?? server.url} (database: ${database.kind})`);

  const shutdown = async () => {
    await jobs.stop();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
