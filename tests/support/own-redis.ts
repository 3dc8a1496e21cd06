import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { redisAnswers } from "./redis.ts";

export interface OwnRedis {
  url: string;
  port: number;
  /** SIGKILL: Redis is gone at once, as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on `port`, never the machine's: killed and restarted by its pid. */
export async function startOwnRedis(port: number): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), "redis-"));
  const url = `redis://127.0.0.1:${port}/0`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url, 200))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const killWith = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    url,
    port,
    kill: () => killWith("SIGKILL"),
    restart: start,
    async stop() {
      await killWith("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
