import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CurrentWeekResponse } from "../../shared/contracts/games.ts";
import type { WeekSlate } from "../../shared/contracts/league-rules.ts";
import type { LeagueDetail } from "../../shared/contracts/leagues.ts";
import { isPickLocked } from "../../shared/domain/countdown.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPatch, apiPost, apiPut, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

/** A private league whose owner chooses the week's games. */
async function selectedSlateLeague(cookie: string, name: string): Promise<LeagueDetail> {
  const created = await apiPost(cookie, "/api/leagues", { name, visibility: "private" });
  expect(created.status).toBe(201);
  const league = created.body as LeagueDetail;
  const selected = await apiPatch(cookie, `/api/leagues/${league.id}`, { slate: "selected" });
  expect(selected.status).toBe(200);
  expect(selected.body.slate).toBe("selected");
  return selected.body as LeagueDetail;
}

/** The replay's current week (Saturday of 2024 week 13: Friday's games are over, Saturday's to come). */
async function thisWeek(): Promise<CurrentWeekResponse & { week: NonNullable<CurrentWeekResponse["week"]> }> {
  const response = await (await fetch(`${baseUrl()}/api/weeks/current`)).json();
  expect(response.week).not.toBeNull();
  return response;
}

async function slateOf(cookie: string, leagueId: string, weekId: string): Promise<WeekSlate> {
  const response = await fetch(`${baseUrl()}/api/leagues/${leagueId}/slate?weekId=${weekId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

async function openSettings(page: Page, leagueId: string) {
  await page.goto(`/leagues/${leagueId}`);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByTestId("league-slate").waitFor();
}

const gameBox = (page: Page, gameId: string) =>
  page.locator(`[data-testid="league-slate-game"][data-game-id="${gameId}"]`).getByRole("checkbox");
const count = (page: Page) => page.getByTestId("league-slate-count").textContent();
const saveButton = (page: Page) =>
  page.getByRole("form", { name: "Choose this week's games" }).getByRole("button", { name: "Save" });

describe("a selected-slate league's games for the week", () => {
  it("are chosen by the owner on the Settings tab, kept after a reload, and shown to a member read-only", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "slate-owner@example.com", "slate_owner");
    const league = await selectedSlateLeague(cookie, "Chosen Saturday");
    const { week, games, serverNow } = await thisWeek();
    const first = await openGame();
    const started = games.find((game) => isPickLocked(game, new Date(serverNow)));
    expect(started).toBeDefined();
    // Every FBS game of the week is offered, the site's Power-5 games and the others.
    const { choices } = await slateOf(cookie, league.id, week.id);
    expect(choices.filter((game) => game.powerFive).length).toBe(games.length);
    const second = choices.find((game) => !game.powerFive && !isPickLocked(game, new Date(serverNow)))!;
    expect(second).toBeDefined();

    await openSettings(page, league.id);
    await expect(count(page)).resolves.toBe("0 of 30 chosen");
    await page.getByText("Choose at least 1 game").waitFor();
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await expect(gameBox(page, started!.id).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId("league-slate-game").count()).resolves.toBe(choices.length);
    await expect(
      page.locator(`[data-testid="league-slate-game"][data-game-id="${second.id}"]`).textContent(),
    ).resolves.toContain("Not Power 5");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await gameBox(page, second.id).click();
    await gameBox(page, first.id).click();
    await expect(count(page)).resolves.toBe("2 of 30 chosen");
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && new URL(response.url()).pathname === `/api/leagues/${league.id}/slate`,
    );
    await saveButton(page).click();
    expect((await saved).status()).toBe(200);
    await page.getByText("This week's games saved").first().waitFor();

    await page.reload();
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByTestId("league-slate-game").first().waitFor();
    await expect(gameBox(page, first.id).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(gameBox(page, second.id).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(count(page)).resolves.toBe("2 of 30 chosen");
    await expect(saveButton(page).isDisabled()).resolves.toBe(true); // nothing changed since the save
    const slate = await slateOf(cookie, league.id, week.id);
    expect([...slate.gameIds].sort()).toEqual([first.id, second.id].sort());
    expect(slate.setAt).not.toBeNull();

    const member = await browser.newPage();
    const memberCookie = await signInAs(member, "slate-member@example.com", "slate_member");
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
    await openSettings(member, league.id);
    const chosen = member.getByTestId("league-slate-chosen").getByRole("listitem");
    await chosen.first().waitFor(); // evaluateAll reads what has painted so far, without waiting
    // The member's list follows the week page's order; which games it holds is what matters here.
    await expect(
      chosen.evaluateAll((items) => items.map((item) => item.getAttribute("data-game-id")).sort()),
    ).resolves.toEqual([...slate.gameIds].sort());
    await expect(member.getByTestId("league-slate").getByRole("checkbox").count()).resolves.toBe(0);
  });

  it("cannot be saved empty: Save stays disabled and the server refuses it in the same words", async () => {
    const { cookie } = await createPlayer("slate-empty@example.com", "slate_empty");
    const league = await selectedSlateLeague(cookie, "Empty Slate");
    const { week } = await thisWeek();
    const game = await openGame();
    expect(
      (await apiPut(cookie, `/api/leagues/${league.id}/slate`, { weekId: week.id, gameIds: [game.id] })).status,
    ).toBe(200);
    const page = await browser.newPage();
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: baseUrl() }]);

    await openSettings(page, league.id);
    await gameBox(page, game.id).click();
    await expect(count(page)).resolves.toBe("0 of 30 chosen");
    await page.getByText("Choose at least 1 game").waitFor();
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);

    const empty = await apiPut(cookie, `/api/leagues/${league.id}/slate`, { weekId: week.id, gameIds: [] });
    expect(empty).toEqual({ status: 400, body: { message: "Choose at least 1 game" } });
    await expect(slateOf(cookie, league.id, week.id)).resolves.toMatchObject({ gameIds: [game.id] });
  });
});
