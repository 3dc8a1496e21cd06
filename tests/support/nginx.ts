import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DEPLOY_CONFIG = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));
const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx"].filter(Boolean) as string[];

/** Debian's nginx, installed with apt-get when running as root (as ensureChromium does Chromium). */
export function ensureNginx(): string {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error("nginx is missing: `sudo apt-get install -y nginx-light`, or set NGINX_PATH");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env,
  });
  const installed = candidates.find((path) => existsSync(path));
  if (!installed) throw new Error("apt-get finished but no nginx binary was found");
  return installed;
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: taken } = server.address() as { port: number };
      server.close(() => resolve(taken));
    });
  });
}

export const freePort = () => listenOnce(0);

/** `count` free ports in a row (WORKERS=N listens on PORT, PORT+1, …). */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    if (first + count > 65_535) continue;
    const rest = await Promise.all(
      Array.from({ length: count - 1 }, (_, i) =>
        listenOnce(first + i + 1).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (rest.every(Boolean)) return first;
  }
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer has ${from}: update tests/support/nginx.ts with it`);
  return text.replace(from, to);
}

/**
 * deploy/nginx.conf as shipped, with only what a test must change: the listening address, the
 * app processes (both lists), and where nginx keeps its pid, log and temporary files.
 */
export function renderDeployConfig(listenPort: number, appPorts: readonly number[], dir: string): string {
  let text = readFileSync(DEPLOY_CONFIG, "utf8");
  text = replaceOnce(text, "pid /run/nginx-gridiron.pid;", `pid ${dir}/nginx.pid;`);
  text = replaceOnce(text, "error_log /var/log/nginx/gridiron-error.log warn;", `error_log ${dir}/error.log warn;`);
  text = replaceOnce(
    text,
    /( {8}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/,
    appPorts.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(""),
  );
  text = replaceOnce(
    text,
    /( {8}\d+ 127\.0\.0\.1:\d+;\n)+/,
    appPorts.map((port) => `        ${port} 127.0.0.1:${port};\n`).join(""),
  );
  text = replaceOnce(text, "listen 80;", `listen 127.0.0.1:${listenPort};`);
  // A worker may not raise its limit above the hard one here (no CAP_SYS_RESOURCE in a container).
  text = replaceOnce(text, /worker_rlimit_nofile \d+;/, `worker_rlimit_nofile ${Math.min(65_536, openFilesLimit())};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${dir}/${kind};\n`)
    .join("");
  return replaceOnce(text, "http {\n", `http {\n${temp}`);
}

/** The hard limit on open files of this process (and so of the nginx it starts). */
export function openFilesLimit(): number {
  const limit = execFileSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).trim();
  return limit === "unlimited" ? 1_048_576 : Number(limit);
}

/**
 * For a bench holding `sockets` client sockets at once (each proxied one is two connections): a
 * worker may take them all, up to its open files, and the listening socket is one per worker
 * (reuseport) with a deep backlog, so a storm of connects is spread over the workers.
 */
export function forManySockets(config: string, sockets: number): string {
  const perWorker = Math.min(openFilesLimit() - 100, 2 * sockets + 100);
  const text = replaceOnce(config, /worker_connections \d+;/, `worker_connections ${perWorker};`);
  return replaceOnce(text, /listen (127\.0\.0\.1:\d+);/, "listen $1 reuseport backlog=4096;");
}

export interface RunningNginx {
  url: string;
  port: number;
  config: string;
  /** The master's process id (its workers are its children). */
  pid: number;
  errors(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with the deploy configuration in front of `appPorts`; stopped by its pid. */
export async function startNginx(
  appPorts: readonly number[],
  port?: number,
  tune: (config: string) => string = (config) => config,
): Promise<RunningNginx> {
  const binary = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  chmodSync(dir, 0o755);
  for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, kind));
    chmodSync(join(dir, kind), 0o777);
  }
  port ??= await freePort();
  const config = tune(renderDeployConfig(port, appPorts, dir));
  const file = join(dir, "nginx.conf");
  writeFileSync(file, config);
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-e", join(dir, "error.log"), "-c", file, "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    // A process path nginx does not know: nginx answers it alone, so no app process is marked down.
    const up = await fetch(`${url}/_p/-/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const errors = () => {
    const log = join(dir, "error.log");
    return `${output}${existsSync(log) ? readFileSync(log, "utf8") : ""}`;
  };
  return {
    url,
    port,
    config,
    pid: child.pid!,
    errors,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
