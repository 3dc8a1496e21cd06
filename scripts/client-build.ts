import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash, stampAndSwapIn, stampedHash } from "./source-stamp.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "client/dist");
/** Built beside client/dist, then swapped in: a running server never serves a half-written build. */
const next = join(root, "client/.dist-next");

/** Everything the client's build reads: its sources, the shared modules it imports, its config and packages. */
const SOURCE_DIRS = ["client", "shared"];
const SOURCE_FILES = ["vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
const SKIPPED = new Set(["dist", ".dist-next", "dist.old", "node_modules"]);

/** One hash of every file the build reads (docs/decisions/059). */
export const clientSourceHash = (base = root) =>
  sourceHash(base, { dirs: SOURCE_DIRS, files: SOURCE_FILES, skipped: SKIPPED });

/** The hash client/dist was built from, or null when it has none (never built, or built by `npm run build`). */
export const builtSourceHash = (dir = dist) => stampedHash(dir, "index.html");

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
  stampAndSwapIn(next, dist, sources);
  return "built";
}
