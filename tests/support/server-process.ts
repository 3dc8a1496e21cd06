import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { openPostgres } from "../../server/db/client.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let databases = 0;

export const multiProcessUrls = {
  database: process.env.TEST_DATABASE_URL,
  redis: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
};

/** Several server processes need PostgreSQL (PGlite is one process's); CI's PostgreSQL run has it. */
export const canRunSeveralProcesses = Boolean(multiProcessUrls.database);

export interface ProcessDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated PostgreSQL database for a group of server processes, dropped afterwards. */
export async function createProcessDatabase(base = multiProcessUrls.database): Promise<ProcessDatabase> {
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_mp_${process.pid}_${++databases}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  const migrated = await openPostgres(target.toString(), { max: 1 });
  await migrated.close();
  return {
    url: target.toString(),
    async drop() {
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await cleanup.end();
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGKILL: the process dies without any clean-up, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  timeoutMs?: number;
  /**
   * Shell commands run first in the process that then becomes the server (`exec`), so `$$` is
   * the server's own process id: a lock file can be made to name it before the server starts.
   */
  shellFirst?: string;
  /** The script started: `scripts/start.mjs` is `npm start` (run by plain Node, as npm does; the rest through tsx). */
  entry?: string;
  /** Resolve once the home page is served, before the database is open (decision 066). */
  untilPagesServed?: boolean;
}

/**
 * Starts `server/index.ts` (or `entry`) as a real process on a free loopback port and resolves once it
 * listens. `env` adds to (and overrides) a quiet test environment.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const { timeoutMs = 60_000, shellFirst, entry = "server/index.ts", untilPagesServed = false } = options;
  const started = untilPagesServed
    ? /(?:Serving pages|Listening) on http:\/\/[^:\s]+:(\d+)/
    : /Listening on http:\/\/[^:\s]+:(\d+)/;
  const command = entry.endsWith(".mjs") ? [process.execPath, entry] : [process.execPath, "--import", "tsx", entry];
  const [file, args] = shellFirst
    ? ["/bin/sh", ["-c", `${shellFirst}\nexec "$0" "$@"`, ...command]]
    : [command[0]!, command.slice(1)];
  const child = spawn(file as string, args as string[], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", PORT: "0", LOG_LEVEL: "info", TEST_DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server process did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = started.exec(output);
      if (!match) return;
      child.stdout!.off("data", onData);
      child.stdout!.on("data", (more: Buffer) => (output += more.toString()));
      clearTimeout(timer);
      const port = Number(match[1]);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        child,
        output: () => output,
        kill: () => stopWith("SIGKILL"),
        stop: () => stopWith("SIGTERM"),
      });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${code}) before listening:\n${output}`));
    });
  });
}
