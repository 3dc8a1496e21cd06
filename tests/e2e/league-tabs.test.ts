import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createPlayer } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** An owner's league of the site's game (Picks and Chat tabs too: six tabs in all). */
async function ownersLeague(page: Page, who: string) {
  const cookie = await signInAs(page, `${who}@example.com`, who);
  const created = await apiPost(cookie, "/api/leagues", { name: `${who} league`, visibility: "private" });
  expect(created.status).toBe(201);
  return { cookie, league: created.body as { id: string; joinCode: string } };
}

const tabList = (page: Page) => page.getByRole("tablist").first();
const tab = (page: Page, name: string) => tabList(page).getByRole("tab", { name, exact: true });
const moreTabs = (page: Page) => page.getByRole("button", { name: "Show more tabs" });
const earlierTabs = (page: Page) => page.getByRole("button", { name: "Show earlier tabs" });

/** Whether the tab shows whole inside the row's visible box, clear of the edge buttons' fades. */
async function wholeInRow(page: Page, target: Locator): Promise<boolean> {
  const [row, box] = [await tabList(page).boundingBox(), await target.boundingBox()];
  if (!row || !box) return false;
  const hidden = async (button: Locator) => !(await button.isVisible());
  const leftClear = (await hidden(earlierTabs(page))) || box.x >= row.x + 32;
  const rightClear = (await hidden(moreTabs(page))) || box.x + box.width <= row.x + row.width - 32;
  return box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1 && leftClear && rightClear;
}

/** Brings a tab into view with the row's edge buttons only, as a person would (no scrolling by the test). */
async function revealWithButtons(page: Page, target: Locator) {
  for (let step = 0; step < 10 && !(await wholeInRow(page, target)); step++) {
    const [row, box] = [(await tabList(page).boundingBox())!, (await target.boundingBox())!];
    const button = box.x < row.x + row.width / 2 ? earlierTabs(page) : moreTabs(page);
    await button.click();
    await expect.poll(() => target.boundingBox().then((b) => b?.x)).not.toBe(box.x);
    await scrollSettled(page);
  }
  expect(await wholeInRow(page, target)).toBe(true);
}

/** Waits until the row's smooth scroll has stopped: its position holds over two frames. */
async function scrollSettled(page: Page) {
  const still = () =>
    tabList(page).evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const at = el.scrollLeft;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.scrollLeft === at)));
        }),
    );
  await expect.poll(still).toBe(true);
}

const shownTabParam = (page: Page) => new URL(page.url()).searchParams.get("tab");

describe("the league page's tabs (issue 39)", () => {
  it("on a phone hint at the tabs past the edge, reach every tab with the edge buttons, and keep the page from scrolling sideways", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { league } = await ownersLeague(page, "tabs_phone_owner");
    await page.goto(`/leagues/${league.id}`);
    await tab(page, "Overview").waitFor();
    const names = ["Overview", "Picks", "History", "Chat", "Members (1)", "Settings"];
    await expect(tabList(page).getByRole("tab").allTextContents()).resolves.toEqual(names);

    // Settings is past the right edge, and the row says so.
    expect(await wholeInRow(page, tab(page, "Settings"))).toBe(false);
    await moreTabs(page).waitFor();
    expect(await earlierTabs(page).isVisible()).toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);

    for (const name of [...names.slice(1), "Overview"]) {
      await revealWithButtons(page, tab(page, name));
      await tab(page, name).click();
      await tab(page, name).and(page.locator('[aria-selected="true"]')).waitFor();
      expect(shownTabParam(page)).toBe(name === "Overview" ? null : name.split(" ")[0]!.toLowerCase());
      await expect.poll(() => wholeInRow(page, tab(page, name))).toBe(true);
    }

    // At the end of the row the hint points back.
    await revealWithButtons(page, tab(page, "Settings"));
    await earlierTabs(page).waitFor();
    await moreTabs(page).waitFor({ state: "hidden" });
    await tab(page, "Settings").click();
    await page.getByRole("heading", { name: "League Settings" }).waitFor();
  });

  it("puts the chosen tab in the URL: a reload or a shared link opens it in view, Back leaves the league, and an unknown tab opens Overview", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { league } = await ownersLeague(page, "tabs_url_owner");
    await page.goto("/leagues");
    await page.getByRole("tab", { name: "My Leagues" }).waitFor();
    await page.goto(`/leagues/${league.id}`);
    await tab(page, "Overview").waitFor();
    const entries = await page.evaluate(() => history.length);

    await tab(page, "History").click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "history");
    await tab(page, "Settings").click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "settings");
    // A tab replaces the URL: choosing tabs adds no history entries.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries);

    await page.reload();
    await tab(page, "Settings").and(page.locator('[aria-selected="true"]')).waitFor();
    await page.getByRole("heading", { name: "League Settings" }).waitFor();
    await expect.poll(() => wholeInRow(page, tab(page, "Settings"))).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/leagues");
    await page.goForward();
    await page.waitForURL((url) => url.pathname === `/leagues/${league.id}`);
    await tab(page, "Settings").and(page.locator('[aria-selected="true"]')).waitFor();

    // A shared link opens its tab for a member who has never opened the league.
    const member = await browser.newPage({ viewport: PHONE });
    const memberCookie = await signInAs(member, "tabs_url_member@example.com", "tabs_url_member");
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    await member.goto(`/leagues/${league.id}?tab=members`);
    await tab(member, "Members (2)").and(member.locator('[aria-selected="true"]')).waitFor();
    await member.getByRole("tabpanel").getByText("@tabs_url_owner").first().waitFor();

    // An unknown tab, or one the viewer does not have, opens Overview and leaves the URL plain.
    for (const asked of ["standings", "picks"]) {
      const visitor = await browser.newPage({ viewport: PHONE });
      await signInAs(visitor, `tabs_url_${asked}@example.com`, `tabs_url_${asked}`);
      const open = await apiPost(memberCookie, "/api/leagues", { name: `Open ${asked}`, visibility: "public" });
      await visitor.goto(`/leagues/${open.body.id}?tab=${asked}`);
      await tab(visitor, "Overview").and(visitor.locator('[aria-selected="true"]')).waitFor();
      await visitor.waitForURL((url) => url.pathname === `/leagues/${open.body.id}` && url.search === "");
      await expect(tab(visitor, "Picks").count()).resolves.toBe(0);
    }
  });
});

/** Each stat tile's height and the text it shows. */
const tiles = (page: Page) =>
  page
    .getByTestId("league-stats")
    .locator('[data-testid$="-tile"]')
    .evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute("data-testid")!,
        top: Math.round(el.getBoundingClientRect().top),
        height: el.getBoundingClientRect().height,
        text: [...el.querySelectorAll("p")].map((line) => line.textContent.trim()).join(" "),
      })),
    );

describe("the Overview's stat tiles (issue 39)", () => {
  it("on a phone are compact and, before anyone scores, say where the first points come from", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { league } = await ownersLeague(page, "stats_empty_owner");
    await page.goto(`/leagues/${league.id}`);
    await page.getByTestId("stat-leader").filter({ hasText: "No points yet" }).waitFor();
    const shown = await tiles(page);
    expect(shown.map((t) => t.id).sort()).toEqual(["stat-created-tile", "stat-leader-tile", "stat-members-tile"]);
    for (const t of shown) expect(t.height, t.id).toBeLessThanOrEqual(100);
    const text = Object.fromEntries(shown.map((t) => [t.id, t.text]));
    expect(text["stat-members-tile"]).toBe("Members 1 Just you: invite friends");
    expect(text["stat-leader-tile"]).toBe(
      "Season leader No points yet The first graded pick or trivia answer takes the lead.",
    );
    expect(text["stat-created-tile"]).toMatch(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4} Counts the whole season$/);
    // The date is not cut short in a half-width tile.
    const created = page.getByTestId("stat-created");
    await expect(created.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
  });

  it("show the season's leader and the viewer's rank in one short row on a desktop and in short tiles on a phone", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const { cookie, league } = await ownersLeague(page, "stats_owner");
    const member = await createPlayer("stats_member@example.com", "stats_member");
    expect((await apiPost(member.cookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    // The member answers the league's own question right; its owner scores nothing on it (decision 006).
    const topics = await apiPost(cookie, `/api/leagues/${league.id}/trivia/extract-topics`, {
      description: "We follow the SEC",
    });
    const generated = await apiPost(cookie, `/api/leagues/${league.id}/trivia/generate`, {
      count: 1,
      topics: topics.body.topics,
    });
    expect(generated.status).toBe(200);
    const questionId = generated.body.questions[0].id as string;
    const unlocked = await apiPost(member.cookie, `/api/trivia/questions/${questionId}/unlock`, {});
    const key = await apiPost(cookie, `/api/trivia/questions/${questionId}/unlock`, {});
    const ownerAnswer = await apiPost(cookie, "/api/trivia/answer", { questionId, userAnswer: key.body.choices[0] });
    const right = await apiPost(member.cookie, "/api/trivia/answer", {
      questionId,
      userAnswer: ownerAnswer.body.correctAnswer,
    });
    expect([unlocked.status, right.body.isCorrect]).toEqual([200, true]);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/leagues/${league.id}`);
      await page.getByTestId("stat-leader").filter({ hasText: "@stats_member" }).waitFor();
      await page.getByTestId("stat-rank").filter({ hasText: "#2 of 2" }).waitFor();
      await page
        .getByTestId("stat-members-tile")
        .filter({ hasText: /\d online now/ })
        .waitFor();
      const shown = await tiles(page);
      const text = Object.fromEntries(shown.map((t) => [t.id, t.text]));
      expect(text["stat-leader-tile"]).toMatch(/^Season leader @stats_member \d+ pts?$/);
      expect(text["stat-rank-tile"]).toBe("Your rank #2 of 2 0 pts");
      expect(text["stat-members-tile"]).toMatch(/^Members 2 \d online now$/);
      for (const t of shown) expect(t.height, `${t.id} at ${viewport.width}`).toBeLessThanOrEqual(100);
      const rows = new Set(shown.map((t) => t.top)).size;
      expect(rows, `rows at ${viewport.width}`).toBe(viewport === DESKTOP ? 1 : 2);
    }
  });
});
