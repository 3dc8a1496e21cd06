import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "../e2e/global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

describe("the Leaderboards page", () => {
  it("shows this week's board, highlights You, and expands a row to that player's picks", async () => {
    const game = await openGame();
    const { cookie: leader } = await createPlayer("leader@example.com", "leader");
    const { cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish");
    const page = await browser.newPage();
    const viewer = await signInAs(page, "viewer@example.com", "viewer");
    expect((await apiPost(leader, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect((await apiPost(viewer, "/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    expect((await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 30, finalAwayScore: 10 })).status).toBe(200);

    await page.goto("/leaderboards");
    await page.getByText("This Week's Leaderboard").waitFor();
    const table = page.getByTestId("leaderboard-table");
    const leaderRow = table.locator('[data-testid="leaderboard-row"]').filter({ hasText: "leader" });
    const myRow = table.locator('[data-testid="leaderboard-row"][data-me="true"]');
    await leaderRow.waitFor();
    await expect(myRow.textContent()).resolves.toContain("viewer");
    await expect(myRow.getByText("You", { exact: true }).isVisible()).resolves.toBe(true);
    const highlight = await myRow.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(highlight).not.toBe("rgba(0, 0, 0, 0)");
    await expect(table.locator('[data-testid="leaderboard-row"] >> nth=0').locator("[data-medal]").count()).resolves.toBe(1);

    await leaderRow.click();
    const pick = table.getByTestId("player-week-pick").filter({ hasText: game.homeTeam });
    await pick.waitFor();
    await expect(pick.textContent()).resolves.toContain(`${game.awayTeam} @ ${game.homeTeam}`);
    await expect(pick.getByLabel("Correct").count()).resolves.toBe(1);

    await page.getByRole("radio", { name: "Previous Week" }).click();
    await page.getByText("Select a week to view leaderboard").waitFor();
    await page.getByRole("radio", { name: "All Time" }).click();
    await page.getByText("All-Time Leaderboard").waitFor();
    await table.locator('[data-testid="leaderboard-row"]').filter({ hasText: "leader" }).waitFor();
  });
});
