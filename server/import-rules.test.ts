import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Feature folders that still import each other (issue 40 item 2 takes them to none). The list may
 * only shrink: a new pair fails, and so does a pair that is gone but still listed.
 */
const KNOWN_MUTUAL = [
  "server/features/grading <-> server/features/leagues",
  "server/features/grading <-> server/features/standings",
  "server/features/leaderboard <-> server/features/standings",
  "server/features/league-chat <-> server/features/leagues",
  "server/features/leagues <-> server/features/standings",
  "server/features/picks <-> server/features/weeks",
  "server/features/sync <-> server/features/weeks",
  "client/src/features/admin <-> client/src/features/leagues",
  "client/src/features/auth <-> client/src/features/landing",
  "client/src/features/auth <-> client/src/features/week",
  "client/src/features/leagues <-> client/src/features/reminders",
  "client/src/features/leagues <-> client/src/features/trivia",
  "client/src/features/leagues <-> client/src/features/week",
];
/** Files of the edge (`server/http`) that still import a feature, which ARCHITECTURE.md's layers forbid. */
const KNOWN_EDGE_IMPORTS = ["server/http/openapi.ts", "server/http/static.ts"];

const SPECIFIER = /(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project paths a file imports (relative, `@/` and `@shared/` specifiers; packages left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const spec = (match[1] ?? match[2])!;
    const target = spec.startsWith(".")
      ? resolve(root, dirname(file), spec)
      : spec.startsWith("@/")
        ? resolve(root, "client/src", spec.slice(2))
        : spec.startsWith("@shared/")
          ? resolve(root, "shared", spec.slice(8))
          : null;
    return target ? [relative(root, target)] : [];
  });
}

/** Pairs of folders `depth` segments deep under `prefix` that import each other. */
function mutualPairs(prefix: string, depth: number): string[] {
  const edges = new Map<string, Set<string>>();
  const folderOf = (path: string) => path.split("/").slice(0, depth).join("/");
  for (const file of sourceFiles(prefix)) {
    const from = folderOf(file);
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (to !== from && to.startsWith(`${prefix}/`)) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return [...edges].flatMap(([a, targets]) =>
    [...targets].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
  );
}

describe("the import rules of docs/ARCHITECTURE.md", () => {
  it("lets no feature folder import one that imports it back, beyond the pairs issue 40 is removing", () => {
    const pairs = [...mutualPairs("server/features", 3), ...mutualPairs("client/src/features", 4)].sort();
    expect(pairs).toEqual([...KNOWN_MUTUAL].sort());
  });

  it("keeps the edge from importing features, beyond the files issue 40 is moving", () => {
    const importing = sourceFiles("server/http").filter((file) =>
      importsOf(file).some((target) => target.startsWith("server/features/")),
    );
    expect(importing.sort()).toEqual(KNOWN_EDGE_IMPORTS);
  });
});
