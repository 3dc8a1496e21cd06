import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserDto, GameDto } from "../../shared/contracts/games.ts";
import type { PointsSettings } from "../../shared/contracts/points.ts";
import { ADMIN_EMAIL } from "./global-setup.ts";
import { createPlayer } from "./support/api.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, apiPut, currentWeek, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();
let admin: string;
let savedPoints: PointsSettings;

async function getJson<T>(cookie: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<T>;
}

/** Runs Regrade all through the API and waits for its last streamed line. */
async function regradeAllByApi(cookie: string) {
  const response = await fetch(`${baseUrl()}/api/admin/regrade-all`, {
    method: "POST",
    headers: { origin: baseUrl(), cookie },
  });
  const lines = (await response.text()).trim().split("\n");
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ message: "Regrade complete!" });
}

beforeAll(async () => {
  ({ cookie: admin } = await createPlayer(ADMIN_EMAIL, "commish"));
  savedPoints = await getJson<PointsSettings>(admin, "/api/admin/settings/points");
});
afterAll(async () => {
  // The server is shared with the other browser tests: the points system and the ledger go back as they were.
  expect((await apiPut(admin, "/api/admin/settings/points", savedPoints)).status).toBe(200);
  await regradeAllByApi(admin);
});

async function openAdmin() {
  const page = await browser.newPage();
  await signInAs(page, ADMIN_EMAIL, "commish");
  await page.goto("/admin");
  await page.getByTestId("admin-panel").waitFor();
  return page;
}

const writesTo = (page: Page, method: string, path: string) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
};

describe("admin settings", () => {
  it("shows a negative Correct Winner as the field's error and sends nothing", async () => {
    const page = await openAdmin();
    const puts = writesTo(page, "PUT", "/api/admin/settings/points");
    const form = page.getByRole("form", { name: "Points System" });
    const field = form.getByTestId("points-field-correctWinner");
    const input = field.getByLabel("Correct Winner");
    await input.fill("-1");
    await input.blur();
    await field.getByText("Points must be 0 or more").waitFor();
    await expect(input.inputValue()).resolves.toBe("-1");
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
    const save = form.getByRole("button", { name: "Save Changes" });
    await expect(save.isDisabled()).resolves.toBe(true);
    await input.press("Enter");
    await input.fill("2");
    await expect(field.getByText("Points must be 0 or more").count()).resolves.toBe(0);
    await expect(save.isDisabled()).resolves.toBe(false);
    expect(puts).toEqual([]);
    expect((await getJson<PointsSettings>(admin, "/api/admin/settings/points")).correctWinner).toBe(
      savedPoints.correctWinner,
    );
  });

  it.each(["0", "500"])(
    "keeps Save off with the field's error for an answer time limit of %s seconds",
    async (value) => {
      const page = await openAdmin();
      const puts = writesTo(page, "PUT", "/api/admin/settings/trivia");
      const form = page.getByRole("form", { name: "Trivia Settings" });
      const input = form.getByLabel("Answer Time Limit (seconds)");
      const save = form.getByRole("button", { name: "Save Changes" });
      await input.fill(value);
      await input.blur();
      await form.getByText("Answer time limit must be between 1 and 300 seconds").waitFor();
      await expect(input.inputValue()).resolves.toBe(value);
      await expect(save.isDisabled()).resolves.toBe(true);
      await input.press("Enter");
      await input.fill("30");
      await expect(form.getByText("Answer time limit must be between 1 and 300 seconds").count()).resolves.toBe(0);
      await expect(save.isDisabled()).resolves.toBe(false);
      expect(puts).toEqual([]);
    },
  );

  it("asks before finalizing a game that has not kicked off, and Cancel leaves it scheduled", async () => {
    const game = await openGame();
    const page = await openAdmin();
    const card = page.locator(`[data-testid="admin-game-card"][data-game-id="${game.id}"]`);
    await card.waitFor();
    await card.locator('input[name="finalAwayScore"]').fill("14");
    await card.locator('input[name="finalHomeScore"]').fill("21");
    await card.getByRole("button", { name: "Finalize", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Finalize before kickoff?" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("has not kicked off yet");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    const stored = (await currentWeek()).games.find((g) => g.id === game.id);
    expect(stored?.status).toBe("scheduled");
  });

  it("moves a player's points in the user list after Regrade all with a changed points system", async () => {
    const game = await openGame();
    const { cookie } = await createPlayer("regraded@example.com", "regraded");
    expect((await apiPost(cookie, "/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect(
      (await apiPost(admin, `/api/admin/finalize/${game.id}`, { finalHomeScore: 31, finalAwayScore: 10 })).status,
    ).toBe(200);
    const pointsOf = async () =>
      (await getJson<AdminUserDto[]>(admin, "/api/admin/users")).find((u) => u.handle === "regraded")!.pointsTotal;
    const before = await pointsOf();

    const page = await openAdmin();
    const row = page.locator('[data-testid="admin-user-row"]', { hasText: "@regraded" });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(`${before}`);
    const raised = { ...savedPoints, correctWinner: savedPoints.correctWinner + 5 };
    expect((await apiPut(admin, "/api/admin/settings/points", raised)).status).toBe(200);

    await page.getByTestId("regrade-all").getByRole("button", { name: "Regrade all" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Regrade every final game?" });
    await dialog.getByRole("button", { name: "Regrade all" }).click();
    await page.getByText("Regrade complete!").first().waitFor({ timeout: 60_000 });
    // +5 for the winner; a sync meanwhile may also have moved the ranks that decide an upset bonus.
    const after = await pointsOf();
    expect(after).toBeGreaterThan(before);
    await expect
      .poll(() => row.locator("span.tabular-nums").first().textContent(), { timeout: 10_000 })
      .toContain(`${after}`);
  });
});

describe("My Picks", () => {
  it("groups the picks by week in kickoff order with a week filter, and marks a missed over/under as missed", async () => {
    const { games, week, serverNow } = (await (await fetch(`${baseUrl()}/api/weeks/current`)).json()) as {
      games: GameDto[];
      week: { label: string };
      serverNow: string;
    };
    const kickoff = (g: GameDto) => Date.parse(g.kickoffISO);
    const open = games
      .filter((g) => g.status === "scheduled" && g.overUnder && kickoff(g) - Date.parse(serverNow) > 2 * 3600_000)
      .sort((a, b) => kickoff(a) - kickoff(b));
    const early = open[0]!;
    const later = open.find((g) => kickoff(g) > kickoff(early));
    expect(later, "two open games with a line, kicking off at different times").toBeDefined();
    const page = await browser.newPage();
    const cookie = await signInAs(page, "grouped@example.com", "grouped");
    // The later game is picked first: the page orders by kickoff, not by when picks were made.
    expect(
      (await apiPost(cookie, "/api/picks", { gameId: later!.id, winner: "AWAY", predOverUnder: "under" })).status,
    ).toBe(200);
    expect(
      (await apiPost(cookie, "/api/picks", { gameId: early.id, winner: "HOME", predOverUnder: "over" })).status,
    ).toBe(200);
    // The home side wins with a total of 1, under any line: the winner is right and "over" is missed.
    expect(
      (await apiPost(admin, `/api/admin/finalize/${early.id}`, { finalHomeScore: 1, finalAwayScore: 0 })).status,
    ).toBe(200);

    await page.goto("/my-picks");
    const group = page.getByRole("region", { name: new RegExp(`^${week.label}`) });
    await group.waitFor();
    const cards = group.getByTestId("my-pick-card");
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-game-id"))))
      .toEqual([early.id, later!.id]);
    const graded = cards.first();
    await expect(graded.getAttribute("data-result")).resolves.toBe("correct");
    const overUnder = graded.getByTestId("pick-over-under");
    await expect(overUnder.getAttribute("data-outcome")).resolves.toBe("incorrect");
    await expect(overUnder.getByRole("img", { name: "Missed" }).count()).resolves.toBe(1);
    await expect(cards.nth(1).getAttribute("data-result")).resolves.toBe("pending");

    const filter = page.getByTestId("my-picks-week-filter");
    await expect(filter.textContent()).resolves.toContain("All weeks");
    await filter.click();
    await page.getByRole("option", { name: week.label, exact: true }).click();
    await expect(filter.textContent()).resolves.toContain(week.label);
    await expect.poll(() => page.getByTestId("my-picks-week").count()).toBe(1);
    // The list is hidden from the accessibility tree while the menu closes: wait for it to come back.
    await expect.poll(() => cards.count(), { timeout: 5000 }).toBe(2);
  });
});
