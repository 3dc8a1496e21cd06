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
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 30, finalAwayScore: 10 })).status,
    ).toBe(200);

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
    await expect(
      table.locator('[data-testid="leaderboard-row"] >> nth=0').locator("[data-medal]").count(),
    ).resolves.toBe(1);

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

  it("on a phone shows a long username whole, wrapped rather than cut", async () => {
    const game = await openGame();
    const { cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish");
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const handle = "wwwwwwwwwwwwwwwwwwww"; // the longest a username may be, in wide letters
    const player = await signInAs(page, "wide-name@example.com", handle);
    expect((await apiPost(player, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 21, finalAwayScore: 14 })).status,
    ).toBe(200);

    await page.goto("/leaderboards");
    const mine = page.locator('[data-testid="leaderboard-item"][data-me="true"]');
    await mine.waitFor();
    const name = mine.getByTestId("leaderboard-name");
    await expect(name.textContent()).resolves.toBe(handle);
    const whole = await name.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth + 1 && box.right <= window.innerWidth;
    });
    expect(whole).toBe(true);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).resolves.toBeLessThanOrEqual(0);
  });
  it("shows the current league's board, and choosing Everyone goes back to the global board and forgets the league", async () => {
    const page = await browser.newPage();
    const owner = await signInAs(page, "board-owner@example.com", "board_owner");
    const created = await apiPost(owner, "/api/leagues", { name: "Board Pickers", visibility: "private" });
    expect(created.status).toBe(201);
    const league = created.body as { id: string };
    expect((await apiPost(owner, "/api/picks", { gameId: (await openGame()).id, winner: "HOME" })).status).toBe(200);
    const savedLeague = () => page.evaluate(() => localStorage.getItem("currentLeagueId"));
    await page.addInitScript(recordLeagueWrites);

    await page.goto(`/leagues/${league.id}`);
    await page.getByTestId("league-standings").waitFor();
    await expect.poll(savedLeague).toBe(league.id);
    await page.goto("/leaderboards");
    const board = page.getByTestId("leaderboard");
    await page
      .locator(`[data-testid="leaderboard"][data-league-id="${league.id}"]`)
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\ncurrentLeagueId writes: ${await page.evaluate(() => sessionStorage.getItem("leagueWrites"))}`,
        );
      });
    await expect(board.getByText("Board Pickers").isVisible()).resolves.toBe(true);
    await page.locator('[data-testid="league-standings-row"]').first().waitFor();

    await page.getByTestId("board-league-select").click();
    await page.getByRole("option", { name: "Everyone" }).click();
    await page.locator('[data-testid="leaderboard"]:not([data-league-id])').waitFor();
    await expect.poll(savedLeague).toBeNull();
    await page.reload();
    await page.getByText("This Week's Leaderboard").waitFor();
    await expect(page.locator("[data-league-id]").count()).resolves.toBe(0);
  });
});

/** Which code wrote or removed the current league, across navigations: said when the league's board does not show. */
function recordLeagueWrites() {
  const record = (what: string) => {
    const log = JSON.parse(sessionStorage.getItem("leagueWrites") ?? "[]") as string[];
    log.push(`${location.pathname} ${what} ${new Error().stack?.split("\n").slice(2, 7).join(" < ")}`);
    sessionStorage.setItem("leagueWrites", JSON.stringify(log));
  };
  const { setItem, removeItem } = Storage.prototype;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === "currentLeagueId") record(`set ${value}`);
    return setItem.call(this, key, value);
  };
  Storage.prototype.removeItem = function (key: string) {
    if (key === "currentLeagueId") record("removed");
    return removeItem.call(this, key);
  };
}
