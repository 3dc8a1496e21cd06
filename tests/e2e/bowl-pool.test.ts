import type { Locator, Page } from "playwright-core";
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

async function signedInPage(
  email: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; cookie: string }> {
  const cookie = await signInCookie(server.url, email);
  const page = await browser.newPage({ viewport });
  // A 46-game card on a loaded machine can take longer than Playwright's 30 s to paint.
  page.setDefaultTimeout(120_000);
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

  it("on a phone sets a value directly, moves a game a row, orders the card by the line and keeps the last row clear of the tab bar", async () => {
    const { page, cookie } = await signedInPage("bowl-ranker@example.com", { width: 390, height: 844 });
    const created = await api(cookie, "POST", "/api/leagues", {
      name: "Bowl Rankers",
      visibility: "private",
      confidence: true,
      slate: "postseason",
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const cardPath = `/api/leagues/${leagueId}/card`;
    const card = (await api(cookie, "GET", cardPath)).body as LeagueCard;
    const size = card.games.length;
    expect(size).toBe(46);
    expect(card.games.filter((g) => g.line !== null).length).toBeGreaterThan(size / 2);
    const matchup = (g: { awayTeam: string; homeTeam: string }) => `${g.awayTeam} at ${g.homeTeam}`;

    await page.goto(`${server.url}/leagues/${leagueId}?tab=picks`);
    await page.getByTestId("league-picks").waitFor();
    const rowOf = (id: string) => page.locator(`[data-testid="confidence-row"][data-game-id="${id}"]`);
    const rowIds = () =>
      page.getByTestId("confidence-row").evaluateAll((els) => els.map((el) => el.getAttribute("data-game-id")!));
    const shownValue = (id: string) => rowOf(id).getAttribute("data-confidence");
    const chooser = (g: (typeof card.games)[number]) =>
      page.getByRole("combobox", { name: `Confidence for ${matchup(g)}` });
    const saves = async (action: () => Promise<void>) => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === cardPath,
      );
      await action();
      expect((await saved).status()).toBe(200);
      await page
        .locator('[data-testid="league-picks"] [data-testid="save-state"]')
        .filter({ hasText: "Saved" })
        .waitFor();
    };
    const savedValues = async () => {
      const read = (await api(cookie, "GET", cardPath)).body as LeagueCard;
      return Object.fromEntries(read.games.flatMap((g) => (g.pick ? [[g.id, g.pick.confidence]] : [])));
    };

    // A new card starts by kickoff: the first game is worth 46; a, b and c get picks.
    const [a, , , , , b, c] = card.games;
    await saves(async () => {
      for (const g of [a!, b!, c!]) await teamButton(rowOf(g.id), g.homeTeam).click();
    });
    expect(await savedValues()).toEqual({ [a!.id]: 46, [b!.id]: 41, [c!.id]: 40 });

    // Choosing 46 for b swaps it with a, which held it; nothing else moves.
    const before = await rowIds();
    await saves(async () => {
      await chooser(b!).click();
      await page.getByRole("option", { name: new RegExp(`^46\\s*, held by ${matchup(a!)}$`) }).click();
    });
    await expect(shownValue(b!.id)).resolves.toBe("46");
    await expect(shownValue(a!.id)).resolves.toBe("41");
    expect(await rowIds()).toEqual(before.map((id) => (id === a!.id ? b!.id : id === b!.id ? a!.id : id)));
    await expect(page.getByTestId("confidence-announcement").textContent()).resolves.toBe(
      `${matchup(b!)}: confidence 46. ${matchup(a!)}: confidence 41.`,
    );
    // By keyboard: open c's chooser and choose 41 (a's value); focus stays on c's chooser in its new row.
    await saves(async () => {
      await chooser(c!).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("listbox").waitFor();
      // The list focuses c's own value once it has placed itself; a key before that has nothing to walk.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe("true");
      await page.keyboard.press("ArrowUp"); // from c's own 40 to 41, a's
      // Radix moves focus on an arrow key in a timeout: Enter before it lands would choose 40 again.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^41,/);
      await page.keyboard.press("Enter");
    });
    await expect(shownValue(c!.id)).resolves.toBe("41");
    await expect(shownValue(a!.id)).resolves.toBe("40");
    await expect.poll(() => chooser(c!).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await savedValues()).toEqual({ [a!.id]: 40, [b!.id]: 46, [c!.id]: 41 });

    // The top game cannot go up; down trades places with the game below, up brings it back.
    const top = page.getByRole("button", { name: `Move ${matchup(b!)} up` });
    await expect(top.isDisabled()).resolves.toBe(true);
    await saves(() => page.getByRole("button", { name: `Move ${matchup(b!)} down` }).click());
    await expect(shownValue(b!.id)).resolves.toBe("45");
    expect((await rowIds())[0]).toBe(before[1]);
    await saves(() => page.getByRole("button", { name: `Move ${matchup(b!)} up` }).click());
    await expect(shownValue(b!.id)).resolves.toBe("46");
    const last = card.games.find((g) => g.id === before.at(-1))!;
    await expect(page.getByRole("button", { name: `Move ${matchup(last)} down` }).isDisabled()).resolves.toBe(true);

    // One tap: the biggest favourite highest, games without a line last, ties by kickoff.
    const byLine = card.games
      .map((g, index) => ({ id: g.id, margin: g.line === null ? -1 : Math.abs(g.line), index }))
      .sort((x, y) => y.margin - x.margin || x.index - y.index)
      .map((g) => g.id);
    await saves(() => page.getByRole("button", { name: "Order by the line" }).click());
    expect(await rowIds()).toEqual(byLine);
    const valueByLine = (id: string) => size - byLine.indexOf(id);
    expect(await savedValues()).toEqual({
      [a!.id]: valueByLine(a!.id),
      [b!.id]: valueByLine(b!.id),
      [c!.id]: valueByLine(c!.id),
    });

    // Scrolled to the bottom, the last row's controls are all above the tab bar and take a tap at their centre.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await measuredFrame(page);
    const tabBarTop = (await page.getByRole("navigation", { name: "Tabs" }).boundingBox())!.y;
    const lastGame = card.games.find((g) => g.id === byLine.at(-1))!;
    const lastRow = rowOf(lastGame.id);
    const controls: Locator[] = [
      chooser(lastGame),
      lastRow.getByRole("button", { name: `Move ${matchup(lastGame)} up` }),
      lastRow.getByRole("button", { name: `Drag ${matchup(lastGame)}` }),
      lastRow.getByRole("button", { name: `Move ${matchup(lastGame)} down` }),
      teamButton(lastRow, lastGame.awayTeam),
      teamButton(lastRow, lastGame.homeTeam),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(tabBarTop);
      if (await control.isDisabled()) continue; // a disabled button takes no pointer events
      const hit = await control.evaluate(
        (el, [x, y]) => {
          const found = document.elementFromPoint(x!, y!);
          return found !== null && (found === el || el.contains(found));
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(true);
    }
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** Two frames: the scroll has painted. */
const measuredFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
