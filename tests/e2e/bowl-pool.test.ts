import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "../../server/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { BUNDLED_CFBD_DATA_DIR, setEnvForTests } from "../../server/env.ts";
import { runSync, useGamesProvider } from "../../server/features/sync/sync.runner.ts";
import { createReplayProvider } from "../../server/providers/games/index.ts";
import type { RunningServer } from "../../server/server.ts";
import type { LeagueCard } from "../../shared/contracts/league-card.ts";
import { signInCookie, startTestServer } from "../support/server.ts";
import { openTestDatabase } from "../support/test-db.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { teamButton } from "./support/session.ts";

/*
 * Bowl season in the replay (decision 038): this file's server runs on the replayed 2024 season with
 * its clock on the Thursday before the first bowl, when the first postseason week is current.
 */
const browser = useBrowser();
let database: Database;
let server: RunningServer;

beforeAll(async () => {
  process.env.RATE_LIMITS ??= "off";
  setEnvForTests({ LOG_LEVEL: "silent" });
  database = await openTestDatabase();
  useDatabase(database);
  useGamesProvider(createReplayProvider({ dataDir: BUNDLED_CFBD_DATA_DIR }));
  clock.startAt("2024-12-12T18:00:00Z");
  server = await startTestServer();
  await runSync();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  useGamesProvider(undefined);
  clock.reset();
});

async function signedInPage(email: string): Promise<{ page: Page; cookie: string }> {
  const cookie = await signInCookie(server.url, email);
  const page = await browser.newPage();
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  return { page, cookie };
}

const api = async (cookie: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe("bowl season", () => {
  it("names the week by its playoff round and each bowl on its card, marking neutral sites", async () => {
    const { page } = await signedInPage("bowl-watcher@example.com");
    await page.goto(`${server.url}/`);
    await page.getByText("CFP First Round").first().waitFor();
    const frisco = page.getByTestId("game-card").filter({ hasText: "Scooter's Coffee Frisco Bowl" });
    await frisco.waitFor();
    await expect(frisco.getByTestId("neutral-site").textContent()).resolves.toBe("Neutral site");
    const firstRound = page.getByTestId("game-card").filter({ hasText: "College Football Playoff First Round Game" });
    await firstRound.nth(3).waitFor(); // the week's sections may still be painting
    await expect(firstRound.count()).resolves.toBe(4);
    // A playoff game on a campus is no neutral site; the title drops the sponsor.
    await expect(firstRound.first().getByTestId("neutral-site").count()).resolves.toBe(0);
    await expect(firstRound.first().getByTestId("game-title").textContent()).resolves.toBe(
      "College Football Playoff First Round Game",
    );
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("makes a bowl confidence card of every bowl and playoff game, ranked 1..N, and saves picks on it", async () => {
    const { page, cookie } = await signedInPage("bowl-mania@example.com");
    const created = await api(cookie, "POST", "/api/leagues", {
      name: "Bowl Mania",
      visibility: "private",
      confidence: true,
      slate: "postseason",
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const card = (await api(cookie, "GET", `/api/leagues/${leagueId}/card`)).body as LeagueCard;
    expect(card.games).toHaveLength(46);

    await page.goto(`${server.url}/leagues/${leagueId}?tab=picks`);
    await page.getByTestId("league-picks").waitFor();
    const rows = page.getByTestId("confidence-row");
    await expect(rows.count()).resolves.toBe(46);
    await expect(rows.first().getAttribute("data-confidence")).resolves.toBe("46");
    await expect(rows.last().getAttribute("data-confidence")).resolves.toBe("1");
    // The card spans the bowl weeks: the title game in January is on it, by its name.
    await page.getByText("College Football Playoff National Championship").waitFor();

    const [salute, frisco] = card.games;
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/leagues/${leagueId}/card`,
    );
    const rowOf = (id: string) => page.locator(`[data-testid="confidence-row"][data-game-id="${id}"]`);
    await teamButton(rowOf(salute!.id), salute!.awayTeam).click();
    await teamButton(rowOf(frisco!.id), frisco!.homeTeam).click();
    expect((await saved).status()).toBe(200);
    await page
      .locator('[data-testid="league-picks"] [data-testid="save-state"]')
      .filter({ hasText: "Saved" })
      .waitFor();

    const after = (await api(cookie, "GET", `/api/leagues/${leagueId}/card`)).body as LeagueCard;
    const pickOf = (id: string) => after.games.find((g) => g.id === id)!.pick;
    expect(pickOf(salute!.id)).toMatchObject({ winner: "AWAY", confidence: 46 });
    expect(pickOf(frisco!.id)).toMatchObject({ winner: "HOME", confidence: 45 });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
