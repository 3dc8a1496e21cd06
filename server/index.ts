import cluster from "node:cluster";
import { localSignInIsLoopbackOnly } from "./auth/providers.config.ts";
import { clock } from "./clock.ts";
import { runPrimary, workersRefusal } from "./cluster.ts";
import { openDatabase } from "./db/client.ts";
import { useDatabase } from "./db/index.ts";
import { type Env, env } from "./env.ts";
import { logger } from "./logger.ts";

async function main() {
  let config: Env;
  try {
    config = env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const refusal = workersRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  if (config.WORKERS > 1 && cluster.isPrimary) return runPrimary(config);
  if (config.APP_CLOCK) clock.startAt(config.APP_CLOCK);
  // The database opens (PGlite's start and the migrations) while the rest of the server's modules
  // load: on a machine with more than one core the two overlap (docs/decisions/059). The process
  // listens as soon as its modules are loaded, serving the home page and its files while the
  // database opens; a request that needs the database waits for it (decision 066).
  const took: Record<string, number> = {};
  const timed = <T>(step: string, promise: Promise<T>) =>
    promise.then((value) => {
      took[step] = performance.now();
      return value;
    });
  const opening = timed("database", openDatabase(config));
  // Until the modules are loaded nothing awaits it: a failure to open must still end the start.
  opening.catch(() => {});
  const [{ startHttpServer }, { startBackgroundJobs }, { isRedisOutageError }] = await Promise.all([
    timed("modules", import("./server.ts")),
    import("./jobs/background-jobs.ts"),
    import("./realtime/redis-backplane.ts"),
    // The home page's first paints load the client's components: started now, they are ready at listen.
    import("./http/first-paint.ts").then(({ prepareFirstPaints }) => prepareFirstPaints()),
  ]);
  process.on("unhandledRejection", (reason) => {
    if (isRedisOutageError(reason)) return; // reported once by the event relay and by /readyz
    throw reason;
  });
  const server = await startHttpServer(
    config.PORT,
    config.HOST ?? (localSignInIsLoopbackOnly() ? "127.0.0.1" : undefined),
  );
  const address = config.APP_ORIGIN ?? server.url;
  // Where a start's time goes (decision 065), in seconds since the process began.
  const at = (ms: number | undefined) => ((ms ?? performance.now()) / 1000).toFixed(1);
  took.pages = performance.now();
  if (took.database === undefined) logger.info(`Serving pages on ${address} while the database opens`);
  const database = await opening;
  useDatabase(database);
  const jobs = startBackgroundJobs({
    database: { kind: database.kind, url: config.DATABASE_URL },
    leaderRetrySeconds: config.JOB_LEADER_RETRY_SECONDS,
  });
  logger.info(
    `Listening on ${address} (database: ${database.kind}; at ${at(undefined)} s: modules loaded at ${at(took.modules)} s, ` +
      `pages served at ${at(took.pages)} s, database open at ${at(took.database)} s)`,
  );

  // SIGTERM drains (docs/decisions/030-drain-on-sigterm.md); whatever is still under way when the
  // grace runs out is cut off, and the exit code says so.
  const shutdown = async (signal: NodeJS.Signals) => {
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    logger.info(`${signal}: draining (at most ${config.SHUTDOWN_GRACE_SECONDS} s)`);
    setTimeout(() => {
      logger.warn(`Drain not finished after ${config.SHUTDOWN_GRACE_SECONDS} s: exiting anyway`);
      process.exit(1);
    }, graceMs).unref();
    try {
      // Nudges' reminders still going out finish too (decision 052), within the same grace.
      await Promise.all([
        jobs.stop(),
        server.drain(),
        // Loaded by then: the app's push routes imported it.
        import("./features/push/push.sender.ts").then(({ backgroundSendsSettled }) => backgroundSendsSettled()),
      ]);
      await database.close();
    } catch (error) {
      logger.error("Drain failed:", error);
      process.exit(1);
    }
    logger.info("Drained: exiting");
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
