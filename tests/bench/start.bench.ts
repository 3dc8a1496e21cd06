import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildClientIfStale } from "../../scripts/client-build.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const serverDist = join(root, "dist/server");

/** The server as `npm start` ran it before decision 065 (client up to date): transpiled by tsx at start. */
const BEFORE = [process.execPath, "--import", "tsx", "server/index.ts"];
/** `npm start` now. */
const AFTER = [process.execPath, "scripts/start.mjs"];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function poll(ready: () => Promise<boolean>) {
  for (;;) {
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Seconds from the command to the first 200 of `/`, then to a usable current week (stored, not syncing). */
async function timeStart(command: string[], dataDir: string) {
  const port = await freePort();
  const load = loadavg()[0]!;
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  // The process's own account (decision 066): when it served pages, when its database opened.
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await poll(async () => (await fetch(`${url}/`)).status === 200);
    const page = (Date.now() - started) / 1000;
    await poll(async () => {
      const response = await fetch(`${url}/api/weeks/current`);
      const body = response.status === 200 ? ((await response.json()) as { week: unknown; syncing: boolean }) : null;
      return Boolean(body?.week && !body.syncing);
    });
    const steps = /pages served at ([\d.]+) s, database open at ([\d.]+) s/.exec(output);
    const [pagesAt, databaseAt] = steps ? [Number(steps[1]), Number(steps[2])] : [Number.NaN, Number.NaN];
    return { page, week: (Date.now() - started) / 1000, load, pagesAt, databaseAt };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

const figure = ({ page, week, load, pagesAt, databaseAt }: Awaited<ReturnType<typeof timeStart>>) =>
  `${page.toFixed(1)} s (week ${week.toFixed(1)} s, load ${load.toFixed(1)}` +
  `${Number.isNaN(pagesAt) ? "" : `; in the process: pages ${pagesAt.toFixed(1)} s, database ${databaseAt.toFixed(1)} s`})`;

/**
 * `npm start` before and after decision 065, alternated in the same run (the machine's load moves):
 * a first start on a fresh DATA_DIR (the server's bundle built too), then a restart on it.
 */
export async function benchStart(rounds = Number(process.env.BENCH_START_ROUNDS ?? 3)) {
  await buildClientIfStale(() => {});
  for (let round = 1; round <= rounds; round++) {
    const dirs = [mkdtempSync(join(tmpdir(), "bench-start-")), mkdtempSync(join(tmpdir(), "bench-start-"))];
    try {
      const firstBefore = await timeStart(BEFORE, dirs[0]!);
      rmSync(serverDist, { recursive: true, force: true });
      const firstAfter = await timeStart(AFTER, dirs[1]!);
      const restartBefore = await timeStart(BEFORE, dirs[0]!);
      const restartAfter = await timeStart(AFTER, dirs[1]!);
      console.log(
        `start round ${round}: first start ${figure(firstBefore)} → ${figure(firstAfter)}; ` +
          `restart ${figure(restartBefore)} → ${figure(restartAfter)}`,
      );
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
}
