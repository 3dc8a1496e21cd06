import { describe, expect, it } from "vitest";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

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
});
