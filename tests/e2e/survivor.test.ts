import { describe, expect, it } from "vitest";
import type { SurvivorBoard } from "../../shared/contracts/survivor.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, apiPut, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

describe("a survivor league's page", () => {
  it("picks a team of the week, shows the count still alive and a member's pick hidden until it locks", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "survivor-owner@example.com", "survivor_owner");
    const created = await apiPost(cookie, "/api/leagues", {
      name: "Last Team Standing",
      visibility: "private",
      format: "survivor",
      lives: 2,
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const rival = await createPlayer("survivor-rival@example.com", "survivor_rival");
    expect((await apiPost(rival.cookie, "/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    const game = await openGame();
    const second = await openGame([game.id]);
    const board = await fetch(`${baseUrl()}/api/leagues/${leagueId}/survivor`, { headers: { cookie } });
    const { weekId } = (await board.json()) as SurvivorBoard;
    expect(
      (await apiPut(rival.cookie, `/api/leagues/${leagueId}/survivor`, { weekId, team: second.homeTeam })).status,
    ).toBe(200);

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Survivor", selected: true }).waitFor();
    await page.getByTestId("survivor-alive").filter({ hasText: "2 still alive" }).waitFor();
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/leagues/${leagueId}/survivor`,
    );
    await page.getByRole("button", { name: `${game.awayTeam} (away)`, exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(`You picked ${game.awayTeam}`).waitFor();
    await expect(
      page.getByRole("button", { name: `${game.awayTeam} (away)`, exact: true }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");

    const rivalRow = page.getByTestId("survivor-member").filter({ hasText: "@survivor_rival" });
    await rivalRow.getByText("Picked").waitFor();
    await expect(rivalRow.textContent()).resolves.not.toContain(second.homeTeam);
    await expect(rivalRow.getByText("Alive").count()).resolves.toBe(1);

    // Audited from the top, as the page opens (the click scrolled a row under the sticky header).
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("is chosen on Create League with its lives, and opens on its Survivor tab", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "survivor-maker@example.com", "survivor_maker");
    await page.goto("/leagues");
    await page.getByRole("button", { name: "Create League" }).click();
    const create = page.getByRole("dialog", { name: "Create League" });
    await create.getByLabel("League Name").fill("Eliminator Club");
    await create.getByRole("button", { name: "Pool format" }).click();
    await create.getByRole("radio", { name: "Survivor pool" }).click();
    await create.getByRole("radio", { name: "Two lives" }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole("button", { name: "Create League", exact: true }).click();
    await page.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
    const leagueId = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.getByRole("tab", { name: "Survivor", selected: true }).waitFor();
    await page.getByText("2 lives each").waitFor();
    const detail = await fetch(`${baseUrl()}/api/leagues/${leagueId}`, { headers: { cookie } });
    expect(await detail.json()).toMatchObject({ format: "survivor", lives: 2 });

    // Settings show the game and its lives; mid-week the pool has started, so the server keeps them.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByTestId("league-settings-view").textContent()).resolves.toContain(
      "Survivor pool · Two lives",
    );
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("radio", { name: "Three lives" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The format and lives are fixed once the league's first week has started").first().waitFor();
    const kept = await fetch(`${baseUrl()}/api/leagues/${leagueId}`, { headers: { cookie } });
    expect(await kept.json()).toMatchObject({ format: "survivor", lives: 2 });
    await page.close();
  });
});
