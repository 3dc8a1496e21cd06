import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeagueDetail } from "../../shared/contracts/leagues.ts";
import { createPlayer } from "./support/api.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();

const SAVED_AT = /Rules last changed \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M CT\. Changes apply from the next week/;

async function leagueOf(cookie: string, id: string): Promise<LeagueDetail> {
  const response = await fetch(`${baseUrl()}/api/leagues/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

/** The value the read-only Pool format shows under a label. */
const rule = (page: Page, label: string) =>
  page
    .getByTestId("league-format-summary")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .textContent();

async function openSettings(page: Page) {
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByTestId("league-format-summary").waitFor();
}

describe("a league's pool format", () => {
  it("is chosen on Create League, shown on Settings, and an owner's change to the spread is saved and kept", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "format-owner@example.com", "format_owner");
    await page.goto("/leagues");
    await page.getByRole("button", { name: "Create League" }).click();
    const create = page.getByRole("dialog", { name: "Create League" });
    await create.getByLabel("League Name").fill("Confidence Club");
    await expect(create.getByRole("radio").count()).resolves.toBe(3); // the simple flow asks only the league type

    await create.getByRole("button", { name: "Pool format" }).click();
    await create.getByTestId("points-field-correctWinner").waitFor(); // straight up: the league's own points
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole("switch", { name: "Confidence points" }).click();
    await create.getByText("A correct pick earns its confidence value instead of the Correct Winner points.").waitFor();
    await expect(create.getByTestId("points-field-correctWinner").count()).resolves.toBe(0);
    await create.getByTestId("points-field-upsetBonus").waitFor(); // the upset bonus still counts
    await create.getByRole("radio", { name: "Games with a ranked team" }).click();
    await create.getByRole("radio", { name: "The whole slate at the week's first kickoff" }).click();
    await create.getByRole("button", { name: "Create League", exact: true }).click();
    await page.getByText("League created!").first().waitFor();
    await page.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
    const leagueId = new URL(page.url()).pathname.split("/").at(-1)!;

    await openSettings(page);
    await expect(rule(page, "Pick mode")).resolves.toBe("Straight up");
    await expect(rule(page, "Confidence points")).resolves.toBe("On");
    await expect(rule(page, "Games")).resolves.toBe("Games with a ranked team");
    await expect(rule(page, "Deadline")).resolves.toBe("The whole slate at the week's first kickoff");
    await expect(rule(page, "Tiebreaker")).resolves.toBe("Off");
    await expect(page.getByTestId("rules-saved-at").first().textContent()).resolves.toMatch(SAVED_AT);
    const created = await leagueOf(cookie, leagueId);

    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "League Settings" });
    await expect(form.getByRole("switch", { name: "Confidence points" }).getAttribute("aria-checked")).resolves.toBe(
      "true",
    );
    await expect(form.getByRole("radio", { name: "Games with a ranked team" }).isChecked()).resolves.toBe(true);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole("radio", { name: "Against the spread" }).click();
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Settings updated!").first().waitFor();
    await expect(rule(page, "Pick mode")).resolves.toBe("Against the spread");

    await page.reload();
    await openSettings(page);
    await expect(rule(page, "Pick mode")).resolves.toBe("Against the spread");
    await expect(rule(page, "Games")).resolves.toBe("Games with a ranked team");
    const saved = await leagueOf(cookie, leagueId);
    expect(saved).toMatchObject({ pickMode: "spread", confidence: true, slate: "ranked", deadline: "first_kickoff" });
    expect(saved.points).toEqual(created.points);
    expect(Date.parse(saved.rulesSavedAt)).toBeGreaterThan(Date.parse(created.rulesSavedAt));
  });

  it("edits the league's own points within the admin's bounds, showing only those its format scores by", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "points-owner@example.com", "points_owner");
    const created = await apiPost(cookie, "/api/leagues", { name: "Points Pool", slug: "points-pool" });
    expect(created.status).toBe(201);
    const league = created.body as LeagueDetail;
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto(`/leagues/${league.id}`);
    await openSettings(page);
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "League Settings" });
    await form.getByTestId("points-field-upsetBonus").waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]); // the light theme, with every points field

    const correctWinner = form.getByLabel("Correct Winner", { exact: true });
    await correctWinner.fill("1001");
    await form.getByText("Points must be at most 1000").waitFor();
    await expect(form.getByRole("button", { name: "Save", exact: true }).isDisabled()).resolves.toBe(true);
    await correctWinner.fill("4");
    await form.getByRole("radio", { name: "Against the spread" }).click();
    await form.getByText("A pick that covers the spread earns the Correct Winner points").waitFor();
    await expect(form.getByTestId("points-field-exactScore").count()).resolves.toBe(0);
    await form.getByRole("switch", { name: "Confidence points" }).click();
    await expect(correctWinner.count()).resolves.toBe(0);
    await form.getByRole("switch", { name: "Confidence points" }).click();
    await form.getByRole("radio", { name: "Straight up" }).click();
    await expect(correctWinner.inputValue()).resolves.toBe("4"); // the draft survives the detour
    await form.getByRole("switch", { name: "Enable Upset Bonus" }).click();
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Settings updated!").first().waitFor();
    await expect(rule(page, "Points")).resolves.toContain("Correct Winner 4");
    await expect(rule(page, "Points")).resolves.toContain(
      league.points.upsetBonusEnabled ? "Upset Bonus off" : `Upset Bonus ${league.points.upsetBonus}`,
    );

    const saved = await leagueOf(cookie, league.id);
    expect(saved.points).toEqual({
      ...league.points,
      correctWinner: 4,
      upsetBonusEnabled: !league.points.upsetBonusEnabled,
    });
    expect(saved.pickMode).toBe("straight");
  });

  it("is read-only for a member: the summary, and no control to change it", async () => {
    const { cookie: ownerCookie } = await createPlayer("format-host@example.com", "format_host");
    const created = await apiPost(ownerCookie, "/api/leagues", {
      name: "Chosen Games",
      slug: "chosen-games",
      visibility: "private",
      pickMode: "spread",
      slate: "selected",
      tiebreaker: true,
    });
    expect(created.status).toBe(201);
    const league = created.body as LeagueDetail;
    const page = await browser.newPage();
    const cookie = await signInAs(page, "format-member@example.com", "format_member");
    expect((await apiPost(cookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);

    await page.goto(`/leagues/${league.id}`);
    await openSettings(page);
    await expect(rule(page, "Pick mode")).resolves.toBe("Against the spread");
    await expect(rule(page, "Games")).resolves.toBe("Games the owner chooses each week");
    await expect(rule(page, "Tiebreaker")).resolves.toBe("On");
    await expect(rule(page, "Points")).resolves.toBe(`Correct Winner ${league.points.correctWinner}`);
    await expect(page.getByTestId("rules-saved-at").textContent()).resolves.toMatch(SAVED_AT);
    await page.getByText("You must be the league owner to access settings").waitFor();
    const settings = page.getByRole("tabpanel", { name: "Settings" });
    for (const role of ["radio", "switch", "spinbutton", "textbox"] as const)
      await expect(settings.getByRole(role).count()).resolves.toBe(0);
    await expect(settings.getByRole("button").count()).resolves.toBe(0);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
