import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientSourceHash } from "../../scripts/client-build.ts";
import { serverSourceHash } from "../../scripts/server-build.ts";
import { type ReplayCfbd, startReplayCfbd } from "../support/cfbd-replay-server.ts";
import { signInCookie } from "../support/server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const dist = fileURLToPath(new URL("../../client/dist", import.meta.url));
const serverDist = fileURLToPath(new URL("../../dist/server", import.meta.url));
const SATURDAY_OF_WEEK_13 = "2024-11-23T20:00:00Z";
const startedAt = Date.now();
/** The recorded season as it stands on the server's clock, which starts at Saturday of week 13 and runs on. */
const seasonNow = () => new Date(Date.parse(SATURDAY_OF_WEEK_13) + (Date.now() - startedAt));

let cfbd: ReplayCfbd;
let dataDir: string;
beforeAll(async () => {
  cfbd = await startReplayCfbd(seasonNow);
  dataDir = mkdtempSync(join(tmpdir(), "first-start-"));
  // As in a fresh clone: the server's bundle is made by the first start.
  rmSync(serverDist, { recursive: true, force: true });
});
afterAll(async () => {
  await cfbd?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` on the test's data directory, its games from the loopback CFBD. */
const npmStart = () =>
  startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      APP_CLOCK: SATURDAY_OF_WEEK_13,
      CFBD_API_KEY: "test-key",
      CFBD_BASE_URL: cfbd.url,
    },
    { entry: "scripts/start.mjs", timeoutMs: 240_000 },
  );

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const getJson = async (server: ServerProcess, path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
};

/** The regular-season week a CFBD request asks about, or null for a season-wide one. */
const weekAsked = (query: URLSearchParams) =>
  query.get("seasonType") === "regular" && query.get("week") ? Number(query.get("week")) : null;

describe("a first start and a restart", () => {
  it("serve the page and the current week before the season's earlier weeks, which fill Previous Week after, even across a crash, and the restart builds nothing", async () => {
    // The earlier weeks' lines stay unanswered: the sync gets no further than the current week.
    cfbd.hold((path, query) => path === "/lines" && (weekAsked(query) ?? 99) < 13);
    let server = await npmStart();
    try {
      const page = await until("the first page", async () => {
        const response = await fetch(`${server.url}/`);
        return response.status === 200 ? await response.text() : undefined;
      });
      expect(page).toContain('<div id="root">');
      const week = await until("the current week", async () => {
        const { body } = await getJson(server, "/api/weeks/current");
        return body?.week && !body.syncing ? body : undefined;
      });
      expect(week.week.label).toBe("Week 13");
      expect(week.games.length).toBeGreaterThan(10);
      const cookie = await signInCookie(server.url, "fan@example.com");
      expect(await getJson(server, "/api/weeks", cookie)).toEqual({ status: 200, body: [] });
      expect(server.output()).toContain("Week 13 stored; 12 earlier weeks follow");
      expect(server.output()).toContain("Server built into dist/server");

      // Week 12 (stored first: Previous Week's default) is answered, then the process dies during week 11.
      cfbd.release();
      cfbd.hold((path, query) => path === "/lines" && (weekAsked(query) ?? 99) < 12);
      const first = await until("week 12 in Previous Week", async () => {
        const { body } = await getJson(server, "/api/weeks", cookie);
        return body?.length > 0 ? body : undefined;
      });
      expect(first.map((w: { label: string }) => w.label)).toEqual(["Week 12"]);
      const board = await getJson(server, `/api/leaderboard?weekId=${first[0].id}`, cookie);
      expect(board).toMatchObject({ status: 200, body: { entries: [], total: 0 } });
      await server.kill();
      cfbd.release();

      // The restart finds both builds up to date and stores the weeks the crash left out.
      const built = statSync(join(dist, "index.html")).mtimeMs;
      expect(readFileSync(join(dist, ".sources"), "utf8").trim()).toBe(clientSourceHash());
      const bundled = statSync(join(serverDist, "index.js")).mtimeMs;
      expect(readFileSync(join(serverDist, ".sources"), "utf8").trim()).toBe(serverSourceHash());
      server = await npmStart();
      const weeks = await until("the whole season in Previous Week", async () => {
        const { body } = await getJson(server, "/api/weeks", cookie);
        return body?.length === 12 ? body : undefined;
      });
      expect(weeks.map((w: { label: string }) => w.label)).toEqual(
        Array.from({ length: 12 }, (_, i) => `Week ${12 - i}`),
      );
      expect(weeks[0].id).toBe(first[0].id);
      expect(server.output()).toContain("Client up to date (client/dist/.sources): build skipped");
      expect(server.output()).not.toContain("vite");
      expect(statSync(join(dist, "index.html")).mtimeMs).toBe(built);
      expect(server.output()).not.toContain("Server built");
      expect(statSync(join(serverDist, "index.js")).mtimeMs).toBe(bundled);
      expect(server.output()).toContain("Week 13 stored; 11 earlier weeks follow");
      expect(server.output()).toContain("stored 11 earlier weeks of the season");
    } finally {
      await server.stop();
    }
  }, 600_000);
});
