import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The file beside a build naming the sources' hash it was made from (decisions 059, 065). */
const STAMP = ".sources";

function filesUnder(dir: string, skipped: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(path, skipped);
    return entry.isFile() ? [path] : [];
  });
}

/** One hash of every file a build reads, names and contents, in a stable order (a few ms). */
export function sourceHash(
  base: string,
  sources: { dirs: readonly string[]; files: readonly string[]; skipped: ReadonlySet<string> },
): string {
  const files = [
    ...sources.dirs.flatMap((dir) => filesUnder(join(base, dir), sources.skipped)),
    ...sources.files.map((file) => join(base, file)).filter(existsSync),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(relative(base, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** The hash a build was stamped with, or null when `entry` or the stamp is missing. */
export function stampedHash(dir: string, entry: string): string | null {
  const stamp = join(dir, STAMP);
  return existsSync(join(dir, entry)) && existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
}

/** Stamps the build made in `next` and swaps it in for `dist`: a reader never sees a half-written one. */
export function stampAndSwapIn(next: string, dist: string, hash: string): void {
  writeFileSync(join(next, STAMP), `${hash}\n`);
  rmSync(`${dist}.old`, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, `${dist}.old`);
  renameSync(next, dist);
  rmSync(`${dist}.old`, { recursive: true, force: true });
}
