import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "client/dist");
/** Built beside client/dist, then swapped in: a running server never serves a half-written build. */
const next = join(root, "client/.dist-next");
/** The sources' hash the build in client/dist was made from (docs/decisions/059). */
export const STAMP = ".sources";

/** Everything the client's build reads: its sources, the shared modules it imports, its config and packages. */
const SOURCE_DIRS = ["client", "shared"];
const SOURCE_FILES = ["vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
const SKIPPED = new Set(["dist", ".dist-next", "dist.old", "node_modules"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** One hash of every file the build reads, names and contents, in a stable order (a few ms). */
export function clientSourceHash(base = root): string {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(join(base, dir))),
    ...SOURCE_FILES.map((file) => join(base, file)).filter(existsSync),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(relative(base, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** The hash client/dist was built from, or null when it has none (never built, or built by `npm run build`). */
export function builtSourceHash(dir = dist): string | null {
  const stamp = join(dir, STAMP);
  return existsSync(join(dir, "index.html")) && existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
}

/**
 * Builds the client unless client/dist was built from the same sources. The build goes to a folder
 * of its own, stamped with the hash it was made from, then takes client/dist's place.
 */
export async function buildClientIfStale(log: (line: string) => void = console.log): Promise<"skipped" | "built"> {
  const sources = clientSourceHash();
  if (builtSourceHash() === sources) {
    log("Client up to date (client/dist/.sources): build skipped");
    return "skipped";
  }
  const vite = join(root, "node_modules/vite/bin/vite.js");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, "build", "--outDir", ".dist-next", "--emptyOutDir"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
  writeFileSync(join(next, STAMP), `${sources}\n`);
  rmSync(`${dist}.old`, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, `${dist}.old`);
  renameSync(next, dist);
  rmSync(`${dist}.old`, { recursive: true, force: true });
  return "built";
}
