import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeagueWeekEntry } from "../../shared/contracts/leaderboard.ts";
import type { LeagueHistory } from "../../shared/contracts/league-history.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { answerQuestion, apiGet, apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();

/** A player's id, from their session. */
const userId = async (cookie: string) => (await apiGet<{ id: string }>(cookie, "/api/auth/user")).id;

/** The name the accessibility tree gives the focused element, and its role. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    role: document.activeElement?.getAttribute("role"),
    name: document.activeElement?.getAttribute("aria-label"),
    userId: document.activeElement?.getAttribute("data-user-id"),
  }));

describe("a league's History tab", () => {
  it("draws the season as a grid equal to the standings and as a rank chart whose named lines the keyboard walks", async () => {
    const page = await browser.newPage();
    const memberCookie = await signInAs(page, "history-member@example.com", "history_member");
    const owner = await createPlayer("history-owner@example.com", "history_owner");
    const created = await apiPost(owner.cookie, "/api/leagues", {
      name: "History Club",
      visibility: "private",
      confidence: true,
      leagueType: "both", // its league trivia counts: a card format alone would count picks only
    });
    expect(created.status).toBe(201);
    const league = created.body as { id: string; joinCode: string };
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);

    // Today's league trivia puts points in the current week: the owner answers first, the member knows better.
    const topics = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/extract-topics`, {
      description: "We follow the SEC",
    });
    expect(topics.status).toBe(200);
    const generated = await apiPost(owner.cookie, `/api/leagues/${league.id}/trivia/generate`, {
      count: 1,
      topics: topics.body.topics,
    });
    expect(generated.status).toBe(200);
    const questionId = (generated.body as { questions: { id: string }[] }).questions[0]!.id;
    const ownerAnswer = await answerQuestion(owner.cookie, questionId, (choices) => choices[0]!);
    expect((await answerQuestion(memberCookie, questionId, () => ownerAnswer.correctAnswer)).isCorrect).toBe(true);

    const history = await apiGet<LeagueHistory>(memberCookie, `/api/leagues/${league.id}/history`);
    const [memberId, ownerId] = [await userId(memberCookie), await userId(owner.cookie)];
    expect(history.weeks.length).toBeGreaterThanOrEqual(1);
    const current = history.weeks.at(-1)!;
    expect(current.decided).toBe(false);
    const member = history.members.find((m) => m.userId === memberId)!;
    expect(member.weeks.at(-1)!.points).toBeGreaterThan(0);

    await page.goto(`/leagues/${league.id}?tab=history`);
    await page.getByRole("tab", { name: "History", selected: true }).waitFor();
    const grid = page.getByTestId("league-history-grid");
    await grid.waitFor();

    // The grid: one column per started week, headed by its rules, one row per member, as the API and standings say.
    const headers = grid.getByTestId("history-week");
    await expect(headers.count()).resolves.toBe(history.weeks.length);
    await expect(headers.last().textContent()).resolves.toContain(current.label);
    await expect(headers.last().getByTestId("history-week-rules").textContent()).resolves.toBe(
      "Confidence · Straight up",
    );
    await expect(headers.last().getAttribute("data-decided")).resolves.toBe("false");
    const rows = grid.getByTestId("history-member");
    await expect(rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-user-id")))).resolves.toEqual(
      history.members.map((m) => m.userId),
    );
    const standings = await apiGet<LeagueWeekEntry[]>(
      memberCookie,
      `/api/leagues/${league.id}/standings/week/${current.weekId}`,
    );
    for (const entry of standings) {
      const cell = grid.locator(
        `[data-testid="history-member"][data-user-id="${entry.userId}"] [data-testid="history-cell"][data-week-id="${current.weekId}"]`,
      );
      await expect(cell.getAttribute("data-points")).resolves.toBe(String(entry.points));
      await expect(cell.getAttribute("data-rank")).resolves.toBe(String(entry.rank));
    }
    await expect(
      grid.locator(`[data-testid="history-member"][data-user-id="${memberId}"]`).getAttribute("aria-current"),
    ).resolves.toBe("true");

    // The chart: one tab stop after the grid, on the viewer's own line; the arrows go from line to line.
    const chart = page.getByTestId("league-rank-chart");
    await expect(chart.getByTestId("rank-line").count()).resolves.toBe(history.members.length);
    const standingsOf = (userIdOf: string) =>
      history.members
        .find((m) => m.userId === userIdOf)!
        .weeks.map((cell, i) => `${i === 0 ? "rank " : ""}${cell.standing} after ${history.weeks[i]!.label}`)
        .join(", ");
    await grid.locator("xpath=..").focus();
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toEqual({
      role: "option",
      name: `@history_member (you): ${standingsOf(memberId)}`,
      userId: memberId,
    });
    await chart.getByTestId("rank-line-highlight").waitFor();
    await page.keyboard.press(history.members[0]!.userId === memberId ? "ArrowDown" : "ArrowUp");
    await expect(focused(page)).resolves.toEqual({
      role: "option",
      name: `@history_owner: ${standingsOf(ownerId)}`,
      userId: ownerId,
    });
    // The accessibility tree names the line as well, and it is the selected one.
    await page.getByRole("option", { name: `@history_owner: ${standingsOf(ownerId)}`, selected: true }).waitFor();

    // The chart's figures as a table too.
    await chart.getByRole("button", { name: "Show as table" }).click();
    const table = chart.getByTestId("rank-chart-table");
    await table.waitFor();
    await expect(table.locator("tbody tr").count()).resolves.toBe(history.members.length);

    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
