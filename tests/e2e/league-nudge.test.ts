import { describe, expect, it } from "vitest";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, openGame, signInAs } from "./support/session.ts";

const browser = useBrowser();

describe("a league owner's Nudge", () => {
  it("names the members still to pick, nudges them once, and says so when the week's Nudge is spent", async () => {
    const page = await browser.newPage();
    const owner = await signInAs(page, "nudge-owner@example.com", "nudge_owner");
    const created = await apiPost(owner, "/api/leagues", { name: "Nudge Club", visibility: "private" });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const member = await browser.newPage();
    const memberCookie = await signInAs(member, "nudge-member@example.com", "nudge_member");
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const card = page.getByTestId("league-nudge");
    await card.getByText("nudge_member").waitFor();
    const button = card.getByRole("button", { name: "Nudge 1 member" });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${leagueId}/nudge`));
    await button.click();
    expect((await sent).status()).toBe(200);
    await page.getByText("1 member was reminded.").first().waitFor();

    const again = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${leagueId}/nudge`));
    await button.click();
    expect((await again).status()).toBe(409);
    await card.getByRole("alert").getByText("You have already nudged this league this week").waitFor();
  });

  it("on a phone counts the games and members of a slate the owner just saved, without a reload", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const owner = await signInAs(page, "nudge-slate-owner@example.com", "nudge_slate_owner");
    const created = await apiPost(owner, "/api/leagues", {
      name: "Nudge Slate Club",
      visibility: "private",
      slate: "selected",
    });
    expect(created.status).toBe(201);
    const leagueId: string = created.body.id;
    const member = await browser.newPage();
    const memberCookie = await signInAs(member, "nudge-slate-member@example.com", "nudge_slate_member");
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: created.body.joinCode })).status).toBe(200);
    const game = await openGame();

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const card = page.getByTestId("league-nudge");
    await card.getByText("No games of this week are open to pick.").waitFor();

    await page.locator(`[data-testid="league-slate-game"][data-game-id="${game.id}"]`).getByRole("checkbox").click();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${leagueId}/slate`));
    await page.getByRole("form", { name: "Choose this week's games" }).getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);

    await card.getByText("nudge_slate_member").waitFor();
    await card.getByText("Next lock:").waitFor();
    await expect(card.getByRole("button", { name: "Nudge 1 member" }).isEnabled()).resolves.toBe(true);
    await expect(card.getByText("No games of this week are open to pick.").count()).resolves.toBe(0);
  });
});
