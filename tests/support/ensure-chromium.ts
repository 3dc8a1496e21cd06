import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].filter(
  Boolean,
) as string[];

export function findChromium(): string | undefined {
  return candidates.find((path) => existsSync(path));
}

/** Debian's chromium only: installed with apt-get when running as root, never downloaded by a test tool. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "Chromium is missing. Install Debian's package: `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then run the tests again.",
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  const installed = findChromium();
  if (!installed) throw new Error("apt-get finished but no chromium binary was found");
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
