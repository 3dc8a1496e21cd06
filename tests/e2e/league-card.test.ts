import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeagueCard } from "../../shared/contracts/league-card.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, currentWeek, signInAs, teamButton } from "./support/session.ts";

const browser = useBrowser();

async function cardOf(cookie: string, leagueId: string): Promise<LeagueCard> {
  const response = await fetch(`${baseUrl()}/api/leagues/${leagueId}/card`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

const rows = (page: Page) => page.getByTestId("confidence-row");
const rowOf = (page: Page, gameId: string) => page.locator(`[data-testid="confidence-row"][data-game-id="${gameId}"]`);
const rowIds = (page: Page) => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-game-id")!));
/** dnd-kit's announcements: a visually hidden live region. */
const announced = (page: Page, text: string) =>
  expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(text);

/** dnd-kit measures the rows in the frames after a drag starts; an arrow key before then moves nothing. */
const measured = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Runs `action` and waits for the card's save it causes, which must succeed. */
async function saves(page: Page, leagueId: string, action: () => Promise<void>) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" && new URL(response.url()).pathname === `/api/leagues/${leagueId}/card`,
  );
  await action();
  expect((await saved).status()).toBe(200);
  await page.locator('[data-testid="league-picks"] [data-testid="save-state"]').filter({ hasText: "Saved" }).waitFor();
}

async function dragHandle(page: Page, from: Locator, to: Locator) {
  const source = (await from.getByRole("button", { name: /^Drag / }).boundingBox())!;
  const target = (await to.getByRole("button", { name: /^Drag / }).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 2, { steps: 2 });
  await page.mouse.up();
}

describe("a league's Picks tab", () => {
  it("ranks the picks by confidence, moves one by keyboard and one by mouse, saves the card and keeps it after a reload", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "card-owner@example.com", "card_owner");
    // The week has begun: a league created now plays it under its first rules, so confidence is chosen on creation.
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Confidence Card Club",
      visibility: "private",
      confidence: true,
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;

    const card = await cardOf(cookie, leagueId);
    const size = card.games.length;
    const { serverNow } = await currentWeek();
    // Three games that stay open for the whole run, in consecutive rows (open games start by kickoff).
    const openRows = card.games.filter((g) => !g.locked);
    const first = openRows.findIndex((g) => Date.parse(g.locksAt) - Date.parse(serverNow) > 2 * 3600_000);
    const [a, b, c] = openRows.slice(first, first + 3);
    expect(c).toBeDefined();

    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Your league cards" });
    await links.getByRole("link", { name: "Confidence Card Club" }).click();
    await page.waitForURL((url) => url.pathname === `/leagues/${leagueId}` && url.search === "?tab=picks");
    await page.getByRole("tab", { name: "Picks", selected: true }).waitFor();
    await page.getByTestId("league-picks").waitFor();
    await expect(rows(page).count()).resolves.toBe(size);
    const start = await rowIds(page);
    expect(start.slice(first, first + 3)).toEqual([a!.id, b!.id, c!.id]);
    await expect(rows(page).last().getAttribute("data-confidence")).resolves.toBe("1");

    await saves(page, leagueId, async () => {
      await teamButton(rowOf(page, a!.id), a!.awayTeam).click();
      await teamButton(rowOf(page, b!.id), b!.homeTeam).click();
      await teamButton(rowOf(page, c!.id), c!.awayTeam).click();
    });
    await expect(teamButton(rowOf(page, b!.id), b!.homeTeam).getAttribute("aria-pressed")).resolves.toBe("true");

    // By keyboard, as dnd-kit's sensor reads it: Space picks the game up, an arrow moves it, Space drops it.
    await saves(page, leagueId, async () => {
      await rowOf(page, c!.id).evaluate((el) => el.scrollIntoView({ block: "center" }));
      await rowOf(page, c!.id)
        .getByRole("button", { name: `Drag ${c!.awayTeam} at ${c!.homeTeam}` })
        .focus();
      await page.keyboard.press("Space");
      await announced(page, "Picked up");
      await measured(page);
      await page.keyboard.press("ArrowUp");
      await announced(page, "would have confidence");
      await page.keyboard.press("Space");
    });
    await announced(page, `${c!.awayTeam} at ${c!.homeTeam} dropped: confidence ${size - first - 1}`);
    expect((await rowIds(page)).slice(first, first + 3)).toEqual([a!.id, c!.id, b!.id]);

    // By mouse: the last of the three goes to the top; the two it passes re-rank.
    await saves(page, leagueId, async () => {
      await rowOf(page, c!.id).evaluate((el) => el.scrollIntoView({ block: "center" }));
      await dragHandle(page, rowOf(page, b!.id), rowOf(page, a!.id));
    });
    const order = await rowIds(page);
    expect(order.slice(first, first + 3)).toEqual([b!.id, a!.id, c!.id]);
    expect(order.filter((id) => ![a!.id, b!.id, c!.id].includes(id))).toEqual(
      start.filter((id) => ![a!.id, b!.id, c!.id].includes(id)),
    );

    const saved = await cardOf(cookie, leagueId);
    const pickOf = (id: string) => saved.games.find((g) => g.id === id)!.pick;
    expect(pickOf(b!.id)).toMatchObject({ winner: "HOME", confidence: size - first });
    expect(pickOf(a!.id)).toMatchObject({ winner: "AWAY", confidence: size - first - 1 });
    expect(pickOf(c!.id)).toMatchObject({ winner: "AWAY", confidence: size - first - 2 });

    await page.reload();
    await page.getByTestId("league-picks").waitFor();
    expect(await rowIds(page)).toEqual(order);
    await expect(rowOf(page, b!.id).getAttribute("data-confidence")).resolves.toBe(String(size - first));
    await expect(teamButton(rowOf(page, a!.id), a!.awayTeam).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(teamButton(rowOf(page, b!.id), b!.homeTeam).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(teamButton(rowOf(page, c!.id), c!.awayTeam).getAttribute("aria-pressed")).resolves.toBe("true");

    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
