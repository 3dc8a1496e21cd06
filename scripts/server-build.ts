import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type * as Esbuild from "esbuild";
import { sourceHash, stampAndSwapIn, stampedHash } from "./source-stamp.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The server as plain JavaScript, one folder (decision 065): `npm start` runs it instead of transpiling at start. */
export const serverDist = join(root, "dist/server");
const next = join(root, "dist/.server-next");

/** Everything the bundle is made from: the server, the modules it shares with the client, the packages. */
const SOURCE_DIRS = ["server", "shared", "client/src"];
const SOURCE_FILES = [
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/server-build.ts",
  "scripts/start.mjs",
];
/**
 * Packages bundled (tree-shaken) rather than loaded whole at start: the first paint's icons and UI
 * parts come from barrels whose every module Node would otherwise load (lucide-react alone: 1.7 s).
 */
const BUNDLED = new Set(["lucide-react", "radix-ui", "date-fns", "date-fns-tz"]);

/** One hash of every file the bundle is made from (decision 065). */
export const serverSourceHash = (base = root) =>
  sourceHash(base, { dirs: SOURCE_DIRS, files: SOURCE_FILES, skipped: new Set(["node_modules"]) });

/** tsconfig.json's `paths` (esbuild follows them): the project's own modules, not packages. */
const TSCONFIG_ALIAS = /^@(shared)?\//;

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * A module's `import.meta.url` stays its source file's address (it finds the migrations, the
 * dataset, client/dist by it), written relative to the bundle so the folder can move with the clone.
 */
const sourceAddresses: Esbuild.Plugin = {
  name: "source-addresses",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("node:") || TSCONFIG_ALIAS.test(args.path) || BUNDLED.has(packageName(args.path))
        ? undefined
        : { external: true },
    );
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(args.path, "utf8");
      const fromBundle = relative(serverDist, args.path).split(sep).join("/");
      return {
        contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/** tsx's own esbuild: the one `npm start` already brings. */
function loadEsbuild(): typeof Esbuild {
  const tsx = createRequire(import.meta.url).resolve("tsx/package.json");
  return createRequire(tsx)("esbuild") as typeof Esbuild;
}

/**
 * Bundles server/index.ts into dist/server (about a second) unless it was built from the same
 * sources; built beside it, stamped, then swapped in.
 */
export async function buildServerIfStale(log: (line: string) => void = console.log): Promise<"skipped" | "built"> {
  const sources = serverSourceHash();
  if (stampedHash(serverDist, "index.js") === sources) return "skipped";
  rmSync(next, { recursive: true, force: true });
  await loadEsbuild().build({
    absWorkingDir: root,
    entryPoints: { index: "server/index.ts" },
    outdir: next,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    jsx: "automatic",
    // Every file in one folder: a module's address relative to the bundle holds wherever its code lands.
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    logLevel: "warning",
    plugins: [sourceAddresses],
  });
  stampAndSwapIn(next, serverDist, sources);
  log(`Server built into ${relative(root, serverDist)}`);
  return "built";
}
