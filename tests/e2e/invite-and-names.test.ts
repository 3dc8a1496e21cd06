import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createPlayer } from "./support/api.ts";
import { signInLocally, useBrowser } from "./support/browser.ts";
import { apiPost, currentWeek, signInAs } from "./support/session.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Whether every shown team name is whole: nothing cut sideways or clamped below, as its box measures it. */
async function namesClipped(scope: Locator) {
  return scope
    .getByTestId("team-name")
    .evaluateAll((names) =>
      names
        .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
        .map((el) => `${el.textContent}: ${el.scrollWidth}>${el.clientWidth} or ${el.scrollHeight}>${el.clientHeight}`),
    );
}

const namesOf = (scope: Locator) => scope.getByTestId("team-name").allTextContents();

/** Scrolls the week page until the game's card is mounted (a long week mounts a few cards at a time). */
async function weekCard(page: Page, gameId: string) {
  const card = page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return card.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await card.scrollIntoViewIfNeeded();
  return card;
}

describe("the invite page (issue 39)", () => {
  it("on a phone shows a signed-out visitor the pool's format and its commissioner, never an email", async () => {
    const owner = await createPlayer("commish@example.com", "the_commish");
    const created = await apiPost(owner.cookie, "/api/leagues", {
      name: "Upset Specials",
      visibility: "private",
      confidence: true,
      slate: "ranked",
      tiebreaker: true,
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`/leagues/join/${created.body.joinCode}`);
    const card = page.getByTestId("league-invite");
    await card.getByText("Upset Specials").waitFor();
    await expect(card.getByTestId("invite-format").textContent()).resolves.toBe(
      "Pick'em · Picks only · confidence points · Games with a ranked team · tiebreaker",
    );
    await expect(card.getByTestId("invite-commissioner").textContent()).resolves.toBe("@the_commish");
    await expect(card.getByRole("button", { name: "Sign In to Join" }).isVisible()).resolves.toBe(true);
    expect(await page.locator("body").textContent()).not.toContain("commish@example.com");
  });
});

describe("profile setup's suggested username (issue 39)", () => {
  it("on a phone prefills a free username from the sign-in name, numbered past a taken one, and lets the player change it", async () => {
    await createPlayer("first-jordan@example.com", "jordanoneil");
    const page = await browser.newPage({ viewport: PHONE });
    await signInLocally(page, "jordan@example.com", { firstName: "Jordan", lastName: "O'Neil" });
    await page.getByRole("dialog", { name: "Welcome! Set Up Your Profile" }).waitFor();
    const handle = page.locator('input[name="handle"]');
    await expect.poll(() => handle.inputValue(), { timeout: 10_000 }).toBe("jordanoneil2");
    const available = '[data-testid="handle-availability"][data-state="available"]';
    await page.waitForSelector(available, { timeout: 10_000 });

    await handle.fill("jordanoneil_fan");
    await page.waitForSelector(available, { timeout: 10_000 });
    await expect(handle.inputValue()).resolves.toBe("jordanoneil_fan");
  });
});

describe("long team names on a phone (issue 39)", () => {
  it("keeps '#7 Alabama' and 'Mississippi State' whole on the week page, a confidence card, My Picks and the game center", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const cookie = await signInAs(page, "long-names@example.com", "long_names");
    const { games } = await currentWeek();
    const alabama = games.find((g) => g.awayTeam === "Alabama" && g.awayTeamRank === 7)!;
    const state = games.find((g) => g.homeTeam === "Mississippi State")!;
    const final = games.find((g) => g.homeTeam === "Michigan State" && g.status === "final")!;
    expect([alabama, state, final].every(Boolean)).toBe(true);
    for (const game of [alabama, state])
      expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "AWAY" })).status).toBe(200);

    for (const game of [alabama, state]) {
      await page.goto("/");
      const card = await weekCard(page, game.id);
      await expect(namesClipped(card)).resolves.toEqual([]);
      if (game === alabama) await expect(namesOf(card)).resolves.toContain("#7 Alabama");
    }

    const league = await apiPost(cookie, "/api/leagues", {
      name: "Narrow Rows",
      visibility: "private",
      confidence: true,
    });
    await page.goto(`/leagues/${league.body.id}?tab=picks`);
    await page.getByTestId("league-picks").waitFor();
    for (const game of [alabama, state]) {
      const row = page.locator(`[data-testid="confidence-row"][data-game-id="${game.id}"]`);
      await row.scrollIntoViewIfNeeded();
      await expect(namesClipped(row)).resolves.toEqual([]);
    }
    await expect(
      namesOf(page.locator(`[data-testid="confidence-row"][data-game-id="${alabama.id}"]`)),
    ).resolves.toContain("#7 Alabama");

    await page.goto("/my-picks");
    await page.getByTestId("team-name").filter({ hasText: "Mississippi State" }).first().waitFor();
    await expect(namesClipped(page.locator("main"))).resolves.toEqual([]);
    expect((await namesOf(page.locator("main"))).some((name) => /#7\s*Alabama$/.test(name))).toBe(true);

    await page.goto("/");
    await (await weekCard(page, final.id)).getByTestId("game-center-open").click();
    const center = page.getByRole("dialog");
    await center.getByTestId("team-name").first().waitFor();
    await expect(namesOf(center)).resolves.toEqual([final.awayTeam, final.homeTeam]);
    await expect(namesClipped(center)).resolves.toEqual([]);
  });
});
