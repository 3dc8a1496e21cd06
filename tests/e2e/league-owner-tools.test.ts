import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CurrentWeekResponse, GameDto } from "../../shared/contracts/games.ts";
import type { LeagueVoids } from "../../shared/contracts/league-voids.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, apiPut, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

const matchup = (game: Pick<GameDto, "awayTeam" | "homeTeam">) => `${game.awayTeam} at ${game.homeTeam}`;

async function get<T>(cookie: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

/** Runs `action` and waits for the request it causes, which must succeed. */
async function answered(page: Page, method: string, path: string, action: () => Promise<void>) {
  const done = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );
  await action();
  expect((await done).status()).toBe(200);
}

const toolsRow = (page: Page, gameId: string) =>
  page.locator(`[data-testid="league-week-tools-game"][data-game-id="${gameId}"]`);
const cardGame = (page: Page, gameId: string) =>
  page.locator(`[data-testid="league-pick-game"][data-game-id="${gameId}"]`);

describe("a league owner's tools for the week", () => {
  it("voids a slate game with a reason and restores it, names the tiebreaker game, and a member's card shows both", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "tools-owner@example.com", "tools_owner");
    // Chosen games that are all still open, so the tiebreaker game can be named for this week.
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Owner Tools Club",
      visibility: "private",
      slate: "selected",
      tiebreaker: true,
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const base = `/api/leagues/${leagueId}`;
    const current: CurrentWeekResponse = await (await fetch(`${baseUrl()}/api/weeks/current`)).json();
    const weekId = current.week!.id;
    const one = await openGame();
    const two = await openGame([one.id]);
    const [early, late] = [one, two].sort(
      (a, b) => Date.parse(a.kickoffISO) - Date.parse(b.kickoffISO) || a.id.localeCompare(b.id),
    ) as [GameDto, GameDto];
    expect((await apiPut(cookie, `${base}/slate`, { weekId, gameIds: [one.id, two.id] })).status).toBe(200);

    const member = await browser.newPage();
    const memberCookie = await signInAs(member, "tools-member@example.com", "tools_member");
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const tools = page.getByTestId("league-week-tools");
    await toolsRow(page, late.id).waitFor();
    const select = tools.getByRole("combobox", { name: "Tiebreaker game" });
    await expect.poll(() => select.textContent()).toBe(`Last kickoff (${matchup(late)})`);

    await answered(page, "PUT", `${base}/tiebreaker`, async () => {
      await select.click();
      await page.getByRole("option", { name: matchup(early), exact: true }).click();
    });
    await page.getByText("Tiebreaker game saved").first().waitFor();
    await expect.poll(() => select.textContent()).toBe(matchup(early));

    await toolsRow(page, late.id)
      .getByRole("button", { name: `Void ${matchup(late)}` })
      .click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(`Void ${matchup(late)}?`).waitFor();
    await dialog.getByLabel("Reason (optional)").fill("Kickoff moved to Sunday");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await answered(page, "POST", `${base}/voids`, () => dialog.getByRole("button", { name: "Void game" }).click());
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => toolsRow(page, late.id).getAttribute("data-voided")).toBe("true");
    await toolsRow(page, late.id).getByTestId("voided-badge").waitFor();
    await toolsRow(page, late.id).getByText("Kickoff moved to Sunday").waitFor();
    await expect(toolsRow(page, early.id).getAttribute("data-voided")).resolves.toBe("false");
    const voids = await get<LeagueVoids>(cookie, `${base}/voids?weekId=${weekId}`);
    expect(voids.games.map((g) => [g.gameId, g.note])).toEqual([[late.id, "Kickoff moved to Sunday"]]);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await member.goto(`/leagues/${leagueId}`);
    await member.getByRole("tab", { name: "Picks" }).click();
    await cardGame(member, late.id).waitFor();
    await expect(cardGame(member, late.id).getAttribute("data-voided")).resolves.toBe("true");
    await cardGame(member, late.id).getByTestId("voided-badge").waitFor();
    await cardGame(member, late.id).getByText("The owner voided this game: no points in this league.").waitFor();
    await expect(cardGame(member, early.id).getByTestId("voided-badge").count()).resolves.toBe(0);
    const tiebreaker = member.getByTestId("tiebreaker");
    await tiebreaker.getByText(`Total points in ${matchup(early)}`).waitFor();
    await tiebreaker.getByText(/in the game the owner named/).waitFor();
    await settled(member);
    expect(await seriousViolations(member)).toEqual([]);

    await answered(page, "DELETE", `${base}/voids/${late.id}`, () =>
      toolsRow(page, late.id)
        .getByRole("button", { name: `Restore ${matchup(late)}` })
        .click(),
    );
    await expect.poll(() => toolsRow(page, late.id).getAttribute("data-voided")).toBe("false");
    expect((await get<LeagueVoids>(cookie, `${base}/voids?weekId=${weekId}`)).games).toEqual([]);
    await member.reload();
    await member.getByRole("tab", { name: "Picks" }).click();
    await cardGame(member, late.id).waitFor();
    await expect(cardGame(member, late.id).getAttribute("data-voided")).resolves.toBe("false");
  });
});
