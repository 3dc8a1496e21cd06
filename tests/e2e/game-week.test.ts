import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "../e2e/global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, currentWeek, openGame, signInAs, teamButton, waitForWholeWeek } from "./support/session.ts";

const browser = useBrowser();
const card = (gameId: string) => `[data-testid="game-card"][data-game-id="${gameId}"]`;

describe("making picks on Current Week", () => {
  it("saves a winner, a score and over/under, shows it saved without asking for the week again, and keeps it after a reload", async () => {
    const game = await openGame();
    const page = await browser.newPage();
    await signInAs(page, "picker@example.com", "picker");
    await page.goto("/");
    const gameCard = page.locator(card(game.id));
    await gameCard.waitFor();
    // Each save's answer carries the pick and goes into the cached week: nothing refetches it.
    let weekReads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/weeks/current") weekReads += 1;
    });
    await teamButton(gameCard, game.awayTeam).click();
    await gameCard.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    await gameCard.locator('input[name="predAwayScore"]').fill("27");
    await gameCard.locator('input[name="predHomeScore"]').fill("24");
    await gameCard.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 5000 });
    if (game.overUnder) {
      await gameCard.getByRole("button", { name: "Over", exact: true }).click();
      await gameCard.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 5000 });
    }
    // A refetch would start as the save's answer lands; a second is time enough to see one.
    await page.waitForTimeout(1000);
    expect(weekReads).toBe(0);
    await expect(gameCard.locator('input[name="predAwayScore"]').inputValue()).resolves.toBe("27");
    await page.reload();
    await gameCard.waitFor();
    await expect(teamButton(gameCard, game.awayTeam).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(gameCard.locator('input[name="predAwayScore"]').inputValue()).resolves.toBe("27");
    await expect(gameCard.locator('input[name="predHomeScore"]').inputValue()).resolves.toBe("24");
    if (game.overUnder) {
      await expect(
        gameCard.getByRole("button", { name: "Over", exact: true }).getAttribute("aria-pressed"),
      ).resolves.toBe("true");
    }
  });

  it("does not let a locked game be picked", async () => {
    const { games } = await currentWeek();
    const locked = games.find((g) => g.status === "final");
    expect(locked, "the week has a final game").toBeDefined();
    const page = await browser.newPage();
    const cookie = await signInAs(page, "late@example.com", "latecomer");
    await page.goto("/");
    const lockedCard = page.locator(card(locked!.id));
    await lockedCard.waitFor();
    await expect(lockedCard.getAttribute("data-locked")).resolves.toBe("true");
    await expect(lockedCard.getByTestId("countdown").textContent()).resolves.toContain("Locked");
    await expect(teamButton(lockedCard, locked!.homeTeam).isDisabled()).resolves.toBe(true);
    expect((await apiPost(cookie, "/api/picks", { gameId: locked!.id, winner: "HOME" })).status).toBe(409);
  });

  it("shows a game's pick count without the split until its fifth pick, then moves the split in a second browser", async () => {
    const { games } = await currentWeek();
    const game = await openGame(games.filter((g) => g.pickStats.total >= 4).map((g) => g.id));
    for (let i = game.pickStats.total; i < 4; i += 1) {
      const { cookie } = await createPlayer(`early${i}@example.com`, `early${i}`);
      expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);
    }
    const watcherPage = await browser.newPage();
    await signInAs(watcherPage, "watcher@example.com", "watcher");
    await watcherPage.goto("/");
    const watched = watcherPage.locator(card(game.id));
    await watched.waitFor();
    await expect(watched.getByTestId("pick-split-withheld").textContent()).resolves.toContain("4 picks");
    await expect(watched.getByTestId("pick-percent-home").count()).resolves.toBe(0);
    const pickerPage = await browser.newPage();
    await signInAs(pickerPage, "homer@example.com", "homer");
    await pickerPage.goto("/");
    const pickerCard = pickerPage.locator(card(game.id));
    await teamButton(pickerCard, game.homeTeam).click();
    await pickerCard.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    await watched.getByTestId("pick-percent-home").waitFor({ timeout: 10_000 });
    const shares = await Promise.all(
      ["pick-percent-home", "pick-percent-away"].map(async (id) => watched.getByTestId(id).textContent()),
    );
    expect(shares.every((share) => /^\d+%$/.test(share ?? ""))).toBe(true);
    expect(shares.reduce((sum, share) => sum + Number.parseInt(share!, 10), 0)).toBe(100);
    await expect(watched.getByText("5 picks").count()).resolves.toBe(1);
  });
});

describe("grading in the browser", () => {
  it("an admin finalizes a game and My Picks shows the points with a green border", async () => {
    const game = await openGame();
    const playerPage = await browser.newPage();
    const cookie = await signInAs(playerPage, "winner@example.com", "winner");
    expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);

    const adminPage = await browser.newPage();
    await signInAs(adminPage, ADMIN_EMAIL, "commish");
    await adminPage.goto("/admin");
    const adminCard = adminPage.locator(`[data-testid="admin-game-card"][data-game-id="${game.id}"]`);
    await adminCard.waitFor();
    const finalize = adminCard.getByRole("button", { name: "Finalize", exact: true });
    await expect(finalize.isDisabled()).resolves.toBe(true);
    await adminCard.locator('input[name="finalAwayScore"]').fill("10");
    await adminCard.locator('input[name="finalHomeScore"]').fill("31");
    await finalize.click();
    // The game has not kicked off: finalizing it asks first.
    await adminPage
      .getByRole("alertdialog", { name: "Finalize before kickoff?" })
      .getByRole("button", { name: "Finalize anyway" })
      .click();
    await adminPage.getByText("Game finalized!").first().waitFor();
    await adminCard.getByRole("button", { name: "Regrade Picks", exact: true }).waitFor();

    await playerPage.goto("/my-picks");
    const pick = playerPage.locator(`[data-testid="my-pick-card"][data-game-id="${game.id}"]`);
    await pick.waitFor();
    await expect(pick.getAttribute("data-result")).resolves.toBe("correct");
    await expect(pick.getByTestId("pick-points").textContent()).resolves.toMatch(/\+?\d/);
    const border = await pick.evaluate((el) => getComputedStyle(el).borderColor);
    const [r, g, b] = border.match(/\d+/g)!.map(Number);
    expect(g!).toBeGreaterThan(r!);
    expect(g!).toBeGreaterThan(b!);
  });
});

describe("loading Current Week", () => {
  it.each([
    { width: 1280, firstCards: 6 },
    { width: 390, firstCards: 2 },
  ])(
    "mounts the first two rows of cards in one commit ($firstCards at $width px) and every other game of the week soon after",
    async ({ width, firstCards }) => {
      const { games } = await currentWeek();
      expect(games.length).toBeGreaterThan(6);
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await signInAs(page, `loader${width}@example.com`, `loader${width}`);
      // Counts the cards the moment React first puts any in the page (a MutationObserver runs right after that commit).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const count = document.querySelectorAll('[data-testid="game-card"]').length;
          if (count === 0) return;
          (window as { firstCommitCards?: number }).firstCommitCards = count;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto("/");
      await waitForWholeWeek(page, games.length);
      await expect(page.evaluate(() => (window as { firstCommitCards?: number }).firstCommitCards)).resolves.toBe(
        firstCards,
      );
    },
  );
});

describe("the week's headline", () => {
  it("is fully visible from its first frame: it rises into place without fading in", async () => {
    const page = await browser.newPage();
    await signInAs(page, "headline@example.com", "headline");
    // Reads the headline's opacity, through every ancestor, right after React puts it in the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const title = document.querySelector("main h1");
        if (!title) return;
        observer.disconnect();
        let opacity = 1;
        for (let el: Element | null = title; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        (window as { headlineOpacity?: number }).headlineOpacity = opacity;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await page.locator("main h1").waitFor();
    await expect(page.evaluate(() => (window as { headlineOpacity?: number }).headlineOpacity)).resolves.toBe(1);
  });
});

describe("asking for the week", () => {
  it("asks for the week's games and points before the page's own script, and once", async () => {
    const page = await browser.newPage();
    await signInAs(page, "early@example.com", "early_bird");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.getByTestId("game-card").first().waitFor();
    const pageScript = requests.findIndex((path) => /\/current-week-page-[\w-]+\.js$/.test(path));
    expect(pageScript).toBeGreaterThan(-1);
    for (const endpoint of ["/api/weeks/current", "/api/settings/points"]) {
      expect(requests.filter((path) => path === endpoint)).toHaveLength(1);
      expect(requests.indexOf(endpoint)).toBeLessThan(pageScript);
    }
  });
});

describe("landing page", () => {
  it("animates the week's games behind the signed-out landing page", async () => {
    const { games } = await currentWeek();
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByTestId("landing-marquee").waitFor();
    // Its rows mount one after another, behind the hero that painted first.
    await expect.poll(() => page.getByTestId("landing-marquee-row").count(), { timeout: 10_000 }).toBe(3);
    const cards = page.getByTestId("landing-game-card");
    await expect(cards.count()).resolves.toBe(Math.min(12, games.length) * 4);
    await expect(page.getByTestId("landing-marquee").textContent()).resolves.toContain(games[0]!.homeTeam);
  });
});

describe("the Admin Panel", () => {
  it("shows Access Denied to a player", async () => {
    const page = await browser.newPage();
    await signInAs(page, "nosy@example.com", "nosy");
    await page.goto("/admin");
    await page.getByTestId("access-denied").waitFor();
    await expect(
      page.getByText("You do not have admin privileges. Admin access is controlled by database roles.").isVisible(),
    ).resolves.toBe(true);
  });

  it("syncs now with the week label shown, and marks a game popular for players", async () => {
    const game = await openGame();
    const page = await browser.newPage();
    await signInAs(page, ADMIN_EMAIL, "commish");
    await page.goto("/admin");
    await page
      .getByTestId("admin-current-week")
      .filter({ hasText: /^Week 13$/ })
      .waitFor(); // "Loading..." comes first
    // The replay calls no provider: the call budget's tile says so, and how often the sync polls.
    const budget = page.getByTestId("admin-sync-budget");
    await budget.getByText("No budget").waitFor();
    await expect(budget.textContent()).resolves.toMatch(/Calls used.*Calls left.*Polling every/);
    await page.getByRole("button", { name: "Sync Now", exact: true }).click();
    await page.getByText("Sync complete!").first().waitFor();
    const adminCard = page.locator(`[data-testid="admin-game-card"][data-game-id="${game.id}"]`);
    await adminCard.getByRole("switch").click();
    await page.waitForFunction(
      async (id) =>
        (await (await fetch("/api/weeks/current")).json()).games.find((g: { id: string }) => g.id === id)?.isPopular ===
        true,
      game.id,
      { timeout: 15_000 },
    );
  });
});
