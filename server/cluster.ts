import cluster, { type Worker } from "node:cluster";
import type { Env } from "./env.ts";
import { logger } from "./logger.ts";

/** Why WORKERS=N cannot run with this configuration, or null when it can. */
export function workersRefusal(config: Pick<Env, "WORKERS" | "DATABASE_URL" | "REDIS_URL" | "PORT">): string | null {
  if (config.WORKERS <= 1) return null;
  if (!config.DATABASE_URL)
    return `WORKERS=${config.WORKERS} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Move it with npm run db:move.`;
  if (!config.REDIS_URL)
    return `WORKERS=${config.WORKERS} needs REDIS_URL: the processes share rooms and events through Redis.`;
  if (config.PORT === 0) return `WORKERS=${config.WORKERS} needs a PORT: the workers listen on PORT, PORT+1, …`;
  return null;
}

const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of WORKERS=N: one worker per port from PORT up (each its own process, named by its port in
 * PUBLIC_ADDRESS and in nginx's lists), a worker that dies is started again (sooner when it had run a
 * while), and SIGTERM/SIGINT are passed on; the primary exits once every worker has drained.
 */
export function runPrimary(config: Env) {
  const ports = Array.from({ length: config.WORKERS }, (_, i) => config.PORT + i);
  const portOf = new Map<Worker, number>();
  const delayOf = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;

  const start = (port: number) => {
    const started = Date.now();
    const worker = cluster.fork({ PORT: String(port), WORKERS: "1" });
    portOf.set(worker, port);
    worker.once("online", () => logger.info(`Worker ${worker.process.pid} on port ${port}`));
    worker.once("exit", (code, signal) => {
      portOf.delete(worker);
      if (stopping) {
        exitCode = Math.max(exitCode, code ?? 1);
        if (portOf.size === 0) process.exit(exitCode);
        return;
      }
      const ranLong = Date.now() - started > MAX_RESTART_DELAY_MS;
      const delay = ranLong ? 1_000 : Math.min(MAX_RESTART_DELAY_MS, (delayOf.get(port) ?? 500) * 2);
      delayOf.set(port, delay);
      logger.warn(`Worker on port ${port} exited (${signal ?? code}): starting another in ${delay / 1000} s`);
      setTimeout(() => !stopping && start(port), delay).unref();
    });
  };

  logger.info(`Starting ${ports.length} workers on ports ${ports[0]}–${ports.at(-1)}`);
  for (const port of ports) start(port);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: draining ${portOf.size} workers`);
    for (const worker of portOf.keys()) worker.process.kill("SIGTERM");
    if (portOf.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), (config.SHUTDOWN_GRACE_SECONDS + 5) * 1000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
