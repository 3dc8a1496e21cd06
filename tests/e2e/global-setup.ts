import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export const ADMIN_EMAIL = "admin@example.com";
export const E2E_CLOCK = "2024-11-23T16:30:00Z";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/settings/points`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs} ms`);
}

/** Builds the client once and starts the real app (PGlite in a fresh directory) for the browser tests. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("The client build failed");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "picks-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["tsx", "server/index.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      // The browser suite signs hundreds of players in from one address (limits: tests/api/rate-limits.test.ts).
      RATE_LIMITS: "off",
      // Saturday of 2024 week 13, 10:30 CT: Friday's games are final, Saturday's are still to come.
      APP_CLOCK: process.env.E2E_APP_CLOCK ?? E2E_CLOCK,
    },
    detached: true,
  });
  await waitForServer(baseUrl, child);
  project.provide("baseUrl", baseUrl);
  return async () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
