import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free loopback port, which the
 * test may kill and start again: never the machine's own service. Debian's binaries
 * (`/usr/lib/postgresql/<version>/bin`, the newest there) or `PG_BIN`; as root the cluster runs as
 * the `postgres` OS user (PostgreSQL refuses to run as root).
 */
const binDir = (() => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], "bin") : undefined;
})();

/** Whether this machine can start a cluster of its own (PostgreSQL's server binaries are installed). */
export const initdbAvailable = Boolean(binDir && existsSync(join(binDir, "initdb")));

export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  port: number;
  /** The postmaster's process id while it runs. */
  readonly pid: number | undefined;
  /** Everything the postmaster logged, across restarts. */
  output(): string;
  /** Stops the postmaster by its pid: `fast` (SIGINT) shuts down cleanly, `immediate` (SIGQUIT) as a crash would. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid to run PostgreSQL as: the `postgres` user when this process is root, else none. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** Initialises a fresh cluster (trust authentication, no fsync: it is thrown away) and starts it. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!binDir) throw new Error("PostgreSQL's server binaries (initdb) are not installed");
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), "own-postgres-"));
  const dataDir = join(dir, "data");
  if (user) chownSync(dir, user.uid, user.gid);
  try {
    execFileSync(
      join(binDir, "initdb"),
      ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      { stdio: "pipe", ...user },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  let log = "";
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const postmaster = spawn(
        join(binDir, "postgres"),
        [
          "-D",
          dataDir,
          "-p",
          String(port),
          "-k",
          dir,
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          "fsync=off",
          "-c",
          "full_page_writes=off",
          "-c",
          "synchronous_commit=off",
          "-c",
          "max_connections=100",
        ],
        { stdio: ["ignore", "pipe", "pipe"], ...user },
      );
      child = postmaster;
      let settled = false;
      const from = log.length; // an earlier start's "ready" does not count
      const onLog = (chunk: Buffer) => {
        log += chunk.toString();
        if (!settled && log.includes("database system is ready to accept connections", from)) {
          settled = true;
          resolve();
        }
      };
      postmaster.stdout!.on("data", onLog);
      postmaster.stderr!.on("data", onLog);
      postmaster.once("exit", (code, signal) => {
        if (child === postmaster) child = undefined;
        if (!settled) {
          settled = true;
          reject(new Error(`postgres exited (${code ?? signal}) before it was ready:\n${log}`));
        }
      });
    });

  const stop = async (mode: "fast" | "immediate" = "fast") => {
    const postmaster = child;
    if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => postmaster.once("exit", () => resolve()));
    postmaster.kill(mode === "fast" ? "SIGINT" : "SIGQUIT");
    await exited;
  };

  await start().catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    get pid() {
      return child?.pid;
    },
    output: () => log,
    stop,
    async start() {
      if (child) throw new Error("postgres is running already");
      await start();
    },
    async remove() {
      await stop("immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
