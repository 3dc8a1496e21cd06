import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { type Bytes, buildClient, bytesOf, type ClientBundle } from "../support/client-bundle.ts";
import { findChromium } from "../support/ensure-chromium.ts";
import { signInCookie } from "../support/server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

/** Saturday of 2024 week 13, 10:30 CT, as in the browser tests: the week has open, live-to-be and final games. */
const CLOCK = "2024-11-23T16:30:00Z";
const TARGET_SCORE = 95;
const TARGET_FIRST_PAINT_GZIP = 150 * 1024;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const REPORTS = "test-results/lighthouse";
/** Runs per page and form factor; the report is the median run (Lighthouse's own pick), as its docs advise. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

interface RouteRun {
  name: string;
  label: string;
  path: string;
  /** The page module the route paints, for the bytes it needs first. */
  pageModule: string;
  cookie?: string;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const both = ({ gzip, raw }: Bytes) => `${kb(gzip)} gzip / ${kb(raw)} raw`;

async function waitForWeek(server: ServerProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const week = (await (await fetch(`${server.url}/api/weeks/current`)).json()) as {
      syncing?: boolean;
      games?: unknown[];
    };
    if (!week.syncing && (week.games?.length ?? 0) > 0) return week.games!.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the current week had no games after 60 s");
}

/** Scripts the page loaded during the run (every one, also those after the first paint), sized as built. */
function scriptsLoaded(lhr: Result, bundle: ClientBundle): Bytes & { count: number } {
  const items =
    (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  const files = new Set(
    items.filter((item) => item.resourceType === "Script").map((item) => new URL(item.url).pathname.slice(1)),
  );
  const chunks = [...files].map((file) => bundle.chunks.get(file)).filter((chunk) => chunk !== undefined);
  return { ...bytesOf(chunks), count: chunks.length };
}

async function auditOnce(
  url: string,
  port: number,
  formFactor: "mobile" | "desktop",
  cookie: string | undefined,
): Promise<Result> {
  const config: Config | undefined = formFactor === "desktop" ? desktopConfig : undefined;
  const run = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    },
    config,
  );
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (run.lhr.runtimeError) throw new Error(`Lighthouse: ${run.lhr.runtimeError.message}`);
  return run.lhr;
}

/** One Lighthouse run, tried a second time when it fails (its DevTools calls can time out on a busy machine). */
async function audit(...args: Parameters<typeof auditOnce>): Promise<Result> {
  try {
    return await auditOnce(...args);
  } catch (error) {
    console.log(`  (${args[2]} run failed, trying once more: ${(error as Error).message})`);
    return auditOnce(...args);
  }
}

/**
 * Console errors by where they came from: this server, or other hosts (team logos from ESPN's CDN,
 * unreachable from this machine). Blocking the CDN instead took the landing page's blocking time as a
 * phone from 110 to 880 ms (every logo failed at once, mid-render), a load no player's browser sees.
 */
function consoleErrors(lhr: Result, origin: string): string {
  type Item = { sourceLocation?: { url?: string } };
  const items = (lhr.audits["errors-in-console"]?.details as { items?: Item[] } | undefined)?.items ?? [];
  if (items.length === 0) return "none";
  const byHost = new Map<string, number>();
  for (const item of items) {
    const url = item.sourceLocation?.url;
    const host = url?.startsWith("http") && !url.startsWith(origin) ? new URL(url).host : "this server";
    byHost.set(host, (byHost.get(host) ?? 0) + 1);
  }
  return [...byHost].map(([host, count]) => `${count} from ${host}`).join(", ");
}

function report(
  route: RouteRun,
  bundle: ClientBundle,
  origin: string,
  runs: { formFactor: string; lhr: Result; file: string; performance: number[] }[],
) {
  const firstPaintChunks = bundle.firstPaint(route.pageModule);
  const firstPaint = bytesOf(firstPaintChunks);
  const met = firstPaint.gzip <= TARGET_FIRST_PAINT_GZIP ? "met" : "MISSED";
  const loaded = scriptsLoaded(runs[0]!.lhr, bundle);
  console.log(`${route.label} (${route.path})`);
  console.log(
    `  JavaScript before first paint: ${both(firstPaint)} in ${firstPaintChunks.length} files (target ≤ ${kb(TARGET_FIRST_PAINT_GZIP)} gzip: ${met})`,
  );
  console.log(`  JavaScript loaded in all:      ${both(loaded)} in ${loaded.count} files`);
  for (const { formFactor, lhr, file, performance } of runs) {
    const scores = CATEGORIES.map((id) => `${lhr.categories[id]?.title ?? id} ${score(lhr, id)}`);
    console.log(`  ${formFactor.padEnd(7)} ${scores.join(", ")} (target ≥ ${TARGET_SCORE} each); report ${file}`);
    console.log(`          median of ${performance.length} runs; performance in each: ${performance.join(", ")}`);
    const metrics = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ];
    console.log(
      `          ${metrics.map((id) => `${lhr.audits[id]?.title} ${lhr.audits[id]?.displayValue}`).join(", ")}; console errors: ${consoleErrors(lhr, origin)}`,
    );
  }
}

/**
 * Builds the client into client/dist (as `npm run build` does), starts the real server on a loopback
 * port with a fresh PGlite directory, and runs Lighthouse in Debian's Chromium (never a downloaded
 * browser) on the signed-out landing page and the signed-in week page, as a phone and as a desktop.
 * LIGHTHOUSE_ONLY=week-mobile,landing-desktop narrows it to those runs.
 */
export async function benchLighthouse() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("Chromium is missing (Debian's chromium package, or CHROMIUM_PATH)");
  const bundle = await buildClient({ write: true });
  const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    APP_CLOCK: CLOCK,
    RATE_LIMITS: "off",
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const games = await waitForWeek(server);
    const cookie = await signInCookie(server.url, "lighthouse@example.com");
    mkdirSync(REPORTS, { recursive: true });
    const routes: RouteRun[] = [
      {
        name: "landing",
        label: "Landing page, signed out",
        path: "/",
        pageModule: "client/src/features/landing/landing-page.tsx",
      },
      {
        name: "week",
        label: "Week page, signed in",
        path: "/",
        pageModule: "client/src/features/week/current-week-page.tsx",
        cookie,
      },
    ];
    const only = process.env.LIGHTHOUSE_ONLY?.split(",");
    let introduced = false;
    for (const route of routes) {
      const runs = [];
      for (const formFactor of ["mobile", "desktop"] as const) {
        if (only && !only.includes(`${route.name}-${formFactor}`)) continue;
        const all: Result[] = [];
        for (let run = 0; run < RUNS; run++)
          all.push(await audit(`${server.url}${route.path}`, chrome.port, formFactor, route.cookie));
        const lhr = computeMedianRun(all);
        const file = `${REPORTS}/${route.name}-${formFactor}.json`;
        writeFileSync(file, JSON.stringify(lhr));
        runs.push({ formFactor, lhr, file, performance: all.map((one) => score(one, "performance")) });
      }
      if (runs.length === 0) continue;
      if (!introduced) {
        introduced = true;
        console.log(
          `Lighthouse ${runs[0]!.lhr.lighthouseVersion} in ${chromePath} against ${server.url}, a week of ${games} games.`,
        );
        console.log(
          "mobile: Lighthouse's emulated phone on simulated slow 4G with a 4x slower CPU; desktop: its desktop preset.",
        );
      }
      report(route, bundle, server.url, runs);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
