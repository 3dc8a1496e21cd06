import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeagueDetail } from "../../shared/contracts/leagues.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { currentWeek, signInAs } from "./support/session.ts";

const browser = useBrowser();

async function leagueOf(cookie: string, id: string): Promise<LeagueDetail> {
  const response = await fetch(`${baseUrl()}/api/leagues/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

const typeChoice = (dialog: Locator, name: string) => dialog.getByRole("radio", { name, exact: true });

/** The checked league type, after scrolling the dialog to it: the owner sees what will be created. */
async function shownType(dialog: Locator) {
  const group = dialog.getByRole("radiogroup", { name: "League type" });
  await group.scrollIntoViewIfNeeded();
  await group.waitFor({ state: "visible" });
  const names = ["Picks & Trivia", "Picks only", "Trivia only"];
  const checked = await Promise.all(names.map((name) => typeChoice(dialog, name).isChecked()));
  return names.filter((_, i) => checked[i]).join(", ");
}

async function openCreate(page: Page, name: string) {
  await page.goto("/leagues");
  await page.getByRole("button", { name: "Create League" }).click();
  const dialog = page.getByRole("dialog", { name: "Create League" });
  await dialog.getByLabel("League Name").fill(name);
  return dialog;
}

async function created(page: Page) {
  await page.getByText("League created!").first().waitFor();
  await page.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

describe("Create League's league type (issue 39)", () => {
  it("on a phone preselects Picks only for a confidence pool, says a first_kickoff pool starts next week, and the standings say what they count", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cookie = await signInAs(page, "phone-pool@example.com", "phone_pool");
    const dialog = await openCreate(page, "Phone Confidence Pool");
    await expect(shownType(dialog)).resolves.toBe("Picks & Trivia"); // the site's game: picks and trivia

    await dialog.getByRole("button", { name: "Pool format" }).click();
    await dialog.getByRole("switch", { name: "Confidence points" }).click();
    await expect(shownType(dialog)).resolves.toBe("Picks only");
    await dialog
      .getByText("Picks only for a pool with its own card: daily trivia would score before any kickoff.")
      .waitFor();
    await expect(dialog.getByTestId("create-league-first-week").count()).resolves.toBe(0);

    // Saturday 10:30 CT: the week's first game has kicked off, so a first_kickoff pool starts next week.
    const week = await currentWeek();
    const firstKickoff = Math.min(...week.games.map((g) => Date.parse(g.kickoffISO)));
    expect(firstKickoff).toBeLessThan(Date.parse(week.serverNow));
    await dialog.getByRole("radio", { name: "The whole slate at the week's first kickoff" }).click();
    const note = dialog.getByTestId("create-league-first-week");
    await note.scrollIntoViewIfNeeded();
    await expect(note.textContent()).resolves.toBe("Your first week is Week 14: this week's games have started.");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Create League", exact: true }).click();
    const leagueId = await created(page);
    await expect(leagueOf(cookie, leagueId)).resolves.toMatchObject({
      leagueType: "picks_only",
      confidence: true,
      deadline: "first_kickoff",
    });
    const counts = page.getByTestId("league-standings-counts");
    await counts.scrollIntoViewIfNeeded();
    await expect(counts.textContent()).resolves.toBe("Counts: Picks only · confidence points");

    await page.getByRole("tab", { name: "Picks" }).click();
    const notice = page.getByTestId("league-picks-notice");
    await notice.getByRole("heading", { name: "Your first week is Week 14" }).waitFor();
    await expect(notice.textContent()).resolves.toContain("This week's games had started when the league was created.");
  });

  it("on a desktop lets the commissioner count daily trivia in a confidence pool after all", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "desk-pool@example.com", "desk_pool");
    const dialog = await openCreate(page, "Desk Confidence Pool");
    await dialog.getByRole("button", { name: "Pool format" }).click();
    await dialog.getByRole("radio", { name: "Against the spread" }).click();
    await dialog.getByRole("switch", { name: "Confidence points" }).click();
    await expect(shownType(dialog)).resolves.toBe("Picks only");

    await typeChoice(dialog, "Picks & Trivia").click();
    await expect(shownType(dialog)).resolves.toBe("Picks & Trivia");
    await dialog.getByText("Points from picks and from daily trivia count.").waitFor();
    // The owner's choice stays while the format changes.
    await dialog.getByRole("switch", { name: "Tiebreaker" }).click();
    await expect(shownType(dialog)).resolves.toBe("Picks & Trivia");
    await expect(dialog.getByTestId("create-league-first-week").count()).resolves.toBe(0); // each game at its kickoff

    await dialog.getByRole("button", { name: "Create League", exact: true }).click();
    const leagueId = await created(page);
    await expect(leagueOf(cookie, leagueId)).resolves.toMatchObject({
      leagueType: "both",
      pickMode: "spread",
      confidence: true,
    });
    await expect(page.getByTestId("league-standings-counts").textContent()).resolves.toBe(
      "Counts: Picks + daily trivia · against the spread · confidence points",
    );
  });
});
