import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeagueHistory } from "../../shared/contracts/league-history.ts";
import { createPlayer } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { answerQuestion, apiGet, apiPost, currentWeek, signInAs } from "./support/session.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways past the viewport (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A "both" league made this week: two members answer its trivia question right (level on points),
 * the owner scores nothing on their own question and has no graded pick (no place yet).
 */
async function levelLeague(page: Page, tag: "a" | "b") {
  const memberCookie = await signInAs(page, `tied-long-${tag}@example.com`, `tied_${tag}_member_longna`);
  const other = await createPlayer(`tied-other-${tag}@example.com`, `tied_${tag}_other`);
  const owner = await createPlayer(`tied-owner-${tag}@example.com`, `tied_${tag}_owner`);
  const created = await apiPost(owner.cookie, "/api/leagues", { name: `Level Pegging ${tag}`, leagueType: "both" });
  expect(created.status).toBe(201);
  const league = created.body as { id: string; joinCode: string };
  for (const cookie of [memberCookie, other.cookie]) {
    expect((await apiPost(cookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
  }
  const topics = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/extract-topics`, {
    description: "We follow the Big Ten",
  });
  expect(topics.status).toBe(200);
  const generated = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/generate`, {
    count: 1,
    topics: topics.body.topics,
  });
  expect(generated.status).toBe(200);
  const questionId = (generated.body as { questions: { id: string }[] }).questions[0]!.id;
  const { correctAnswer } = await answerQuestion(owner.cookie, questionId, (choices) => choices[0]!);
  for (const cookie of [memberCookie, other.cookie]) {
    expect((await answerQuestion(cookie, questionId, () => correctAnswer)).isCorrect).toBe(true);
  }
  return { league, memberCookie };
}

describe("ties and history on a phone", () => {
  it("shows members level on points in one place with the same medal, no medal without a place, and whole handles", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { league } = await levelLeague(page, "a");
    await page.goto(`/leagues/${league.id}`);
    const rows = page.getByTestId("league-standings-row");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((el) => [el.getAttribute("data-rank"), el.dataset.placed])))
      .toEqual([
        ["1", "true"],
        ["1", "true"],
        ["3", "false"],
      ]);
    await expect(rows.nth(0).locator('[data-medal="1"]').count()).resolves.toBe(1);
    await expect(rows.nth(1).locator('[data-medal="1"]').count()).resolves.toBe(1);
    await expect(rows.nth(2).locator("[data-medal]").count()).resolves.toBe(0);
    await expect(rows.nth(2).locator("[data-unplaced]").textContent()).resolves.toContain("–");
    await expect(rows.nth(2).getByTestId("standings-name").textContent()).resolves.toBe("@tied_a_owner");

    // The long handle is there whole, inside its cell and the screen, wrapped rather than cut to "@…".
    const name = page.getByTestId("standings-name").filter({ hasText: "@tied_a_member_longna" });
    await expect(name.textContent()).resolves.toBe("@tied_a_member_longna");
    const fits = await name.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return (
        el.scrollWidth <= el.clientWidth + 1 &&
        box.right <= window.innerWidth &&
        getComputedStyle(el).textOverflow !== "ellipsis"
      );
    });
    expect(fits).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it("lists no week from before the league existed and never scrolls the page sideways", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { league, memberCookie } = await levelLeague(page, "b");
    const { games } = await currentWeek();
    const thisWeek = games[0]!.weekId;
    const history = await apiGet<LeagueHistory>(memberCookie, `/api/leagues/${league.id}/history`);
    expect(history.weeks.map((w) => w.weekId)).toEqual([thisWeek]);

    await page.goto(`/leagues/${league.id}?tab=history`);
    const grid = page.getByTestId("league-history-grid");
    await grid.waitFor();
    await page.getByTestId("league-rank-chart").waitFor();
    await expect(
      grid.getByTestId("history-week").evaluateAll((els) => els.map((el) => el.dataset.weekId)),
    ).resolves.toEqual([thisWeek]);
    const placed = await grid
      .getByTestId("history-cell")
      .evaluateAll((els) => els.map((el) => [el.dataset.rank, el.dataset.placed]));
    expect(placed).toEqual([
      ["1", "true"],
      ["1", "true"],
      ["3", "false"],
    ]);
    // The season column says the same: the owner has no place there either.
    const season = await grid
      .getByTestId("history-season")
      .evaluateAll((els) => els.map((el) => [el.dataset.placed, el.textContent?.includes("–")]));
    expect(season).toEqual([
      ["true", false],
      ["true", false],
      ["false", true],
    ]);
    expect(history.members.map((m) => m.seasonPlaced)).toEqual([true, true, false]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
