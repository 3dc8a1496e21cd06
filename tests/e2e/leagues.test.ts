import { describe, expect, it } from "vitest";
import { createPlayer } from "./support/api.ts";
import { baseUrl, signInLocally, useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();

describe("a private league from creation to removal", () => {
  it("is created, shared by link, joined by a signed-out friend after signing in, and the owner removes them", async () => {
    const owner = await browser.newPage();
    await owner.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await signInAs(owner, "commissioner@example.com", "commissioner");
    await owner.goto("/leagues");
    await owner.getByTestId("leagues-empty").filter({ hasText: "No leagues yet" }).waitFor();

    await owner.getByRole("button", { name: "Create League" }).click();
    const create = owner.getByRole("dialog", { name: "Create League" });
    await create.getByLabel("League Name").fill("Sunday Funday Crew!");
    await expect(create.getByLabel("URL Slug").inputValue()).resolves.toBe("sunday-funday-crew");
    await create.getByLabel("Description").fill("Friends picking games every Saturday.");
    await create.getByRole("switch", { name: "Private League" }).click();
    await create.getByRole("button", { name: "Create League" }).click();
    await owner.getByText("League created!").first().waitFor();
    await owner.waitForURL(/\/leagues\/[0-9a-f-]{36}$/);
    const leaguePath = new URL(owner.url()).pathname;
    await owner.getByRole("heading", { name: "Sunday Funday Crew!" }).waitFor();
    await expect(owner.getByTestId("visibility-badge").first().textContent()).resolves.toContain("Private");

    const shareLink = (await owner.getByTestId("share-link").textContent())!;
    const joinCode = (await owner.getByTestId("join-code").textContent())!;
    expect(shareLink).toBe(`${baseUrl()}/leagues/join/${joinCode}`);
    const copy = owner.getByRole("button", { name: "Copy link" });
    await copy.click();
    await owner.getByText("Link copied!").first().waitFor();
    await expect(copy.getAttribute("data-copied")).resolves.toBe("true");
    await expect(owner.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shareLink);
    await owner.waitForSelector('[aria-label="Copy link"][data-copied="false"]', { timeout: 4000 });
    // The link's preview, drawn by the server from the app's LeagueShareCard (decision 039).
    const preview = owner.getByTestId("share-preview");
    await preview.scrollIntoViewIfNeeded();
    await owner.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="share-preview"]');
      return img?.complete && img.naturalWidth === 1200 && img.naturalHeight === 630;
    });
    await expect(preview.getAttribute("alt")).resolves.toBe("Link preview: Sunday Funday Crew!");
    const recapLink = owner.getByTestId("copy-recap-link");
    await recapLink.click();
    await expect(owner.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
      new RegExp(`^${shareLink}\\?week=[0-9a-f-]{36}$`),
    );

    await createPlayer("friend@example.com", "friendly");
    const friend = await browser.newPage();
    await friend.goto(shareLink);
    await friend.getByTestId("league-invite").waitFor();
    await friend.getByRole("button", { name: "Sign In to Join" }).click();
    await friend.waitForURL(/\/auth$/);
    await signInLocally(friend, "friend@example.com");
    await friend.waitForURL((url) => url.pathname === `/leagues/join/${joinCode}`);
    await expect(friend.getByTestId("league-invite").textContent()).resolves.toContain("Sunday Funday Crew!");
    await friend.getByRole("button", { name: "Join League" }).click();
    await friend.getByText("You're In!").waitFor();
    await friend.waitForURL((url) => url.pathname === leaguePath, { timeout: 5000 });
    await friend.getByRole("heading", { name: "Sunday Funday Crew!" }).waitFor();

    await owner.reload();
    await owner.getByRole("tab", { name: "Members (2)" }).click();
    const friendRow = owner.locator('[data-testid="league-member"]').filter({ hasText: "@friendly" });
    await friendRow.waitFor();
    await expect(
      owner.locator('[data-testid="league-member"]').filter({ hasText: "@commissioner" }).getByRole("button").count(),
    ).resolves.toBe(0);
    await friendRow.getByRole("button", { name: "Remove friendly" }).click();
    const confirm = owner.getByRole("alertdialog", { name: "Remove Member?" });
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await owner.getByText("Member removed").first().waitFor();
    await friendRow.waitFor({ state: "detached" });
    await owner.getByRole("tab", { name: "Members (1)" }).waitFor();

    await friend.reload();
    await friend.getByTestId("league-not-found").waitFor();
  });
});

async function createLeagueByApi(
  cookie: string,
  body: { name: string; slug: string; visibility: "public" | "private" },
) {
  const created = await apiPost(cookie, "/api/leagues", body);
  expect(created.status).toBe(201);
  return created.body as { id: string; joinCode: string; slug: string };
}

describe("public leagues, join codes and settings", () => {
  it("lets a player discover a public league, join it from its page and open it by its /l/ link", async () => {
    const { cookie } = await createPlayer("host@example.com", "host");
    const league = await createLeagueByApi(cookie, {
      name: "Open Gridiron",
      slug: "open-gridiron",
      visibility: "public",
    });
    const page = await browser.newPage();
    await signInAs(page, "drifter@example.com", "drifter");
    await page.goto("/leagues");
    await page.getByRole("tab", { name: "Discover" }).click();
    await page.locator(`[data-testid="league-card"][data-league-id="${league.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/leagues/${league.id}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByText("You must be the league owner to access settings").waitFor();
    await page.getByRole("button", { name: "Join League" }).click();
    await page.getByText("You've joined the league.").first().waitFor();
    await page.getByRole("tab", { name: "Members (2)" }).waitFor();
    await expect(page.getByRole("button", { name: "Join League" }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("currentLeagueId"))).resolves.toBe(league.id);

    await page.goto("/l/open-gridiron");
    await page.waitForURL((url) => url.pathname === `/leagues/${league.id}`);
    await page.getByRole("heading", { name: "Open Gridiron" }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto("/l/open-gridiron");
    await visitor.getByTestId("landing-page").waitFor();
  });

  it("joins by a code typed in lowercase with Enter, and refuses an empty one", async () => {
    const { cookie } = await createPlayer("keeper@example.com", "keeper");
    const league = await createLeagueByApi(cookie, { name: "Code Crew", slug: "code-crew", visibility: "private" });
    const page = await browser.newPage();
    await signInAs(page, "coder@example.com", "coder");
    await page.goto("/leagues");
    await page.getByRole("button", { name: "Join League" }).click();
    const dialog = page.getByRole("dialog", { name: "Join League" });
    const input = dialog.getByLabel("Join Code");
    await input.press("Enter");
    await page.getByText("Please enter a join code").first().waitFor();
    await input.fill(`  ${league.joinCode.toLowerCase()}`);
    await expect(input.inputValue()).resolves.toBe(`  ${league.joinCode}`);
    await input.press("Enter");
    await page.getByText("You've joined the league.").first().waitFor();
    await page.waitForURL((url) => url.pathname === `/leagues/${league.id}`);
  });

  it("lets the owner edit settings, cancel back to the saved values, save a new name and replace the join code", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "owner2@example.com", "owner2");
    const league = await createLeagueByApi(cookie, {
      name: "Before Rename",
      slug: "before-rename",
      visibility: "public",
    });
    await page.goto(`/leagues/${league.id}`);
    await page
      .getByTestId("league-standings")
      .getByText(/Week \d+ Standings/)
      .waitFor({ timeout: 10_000 }); // the week may still be syncing
    await page.getByRole("radio", { name: "Season" }).click();
    await page.getByText("Season Standings").waitFor();

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Edit" }).click();
    const name = page.getByLabel("League Name");
    await name.fill("Scrapped Name");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("league-settings-view").textContent()).resolves.toContain("Before Rename");
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(name.inputValue()).resolves.toBe("Before Rename");
    await name.fill("   ");
    await expect(page.getByRole("button", { name: "Save" }).isDisabled()).resolves.toBe(true);
    await name.fill("After Rename");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings updated!").first().waitFor();
    await page.getByRole("heading", { name: "After Rename" }).waitFor();

    const oldCode = league.joinCode;
    await expect(page.getByTestId("settings-join-code").textContent()).resolves.toBe(oldCode);
    await page.getByRole("button", { name: "New Join Code" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "New Join Code" }).click();
    await page.waitForFunction(
      (code) => document.querySelector('[data-testid="settings-join-code"]')?.textContent !== code,
      oldCode,
    );
    expect((await apiPost(cookie, `/api/leagues/join/${oldCode}`, {})).status).toBe(404);
  });

  it("forgets a saved current league that no longer loads, without an error", async () => {
    const page = await browser.newPage();
    await signInAs(page, "forgetful@example.com", "forgetful");
    await page.goto("/how-it-works");
    await page.evaluate(() => localStorage.setItem("currentLeagueId", "00000000-0000-4000-8000-000000000000"));
    await page.goto("/leagues");
    await page.waitForFunction(() => localStorage.getItem("currentLeagueId") === null);
    await page.getByTestId("leagues-empty").first().waitFor();
    await expect(page.getByText("Error", { exact: true }).count()).resolves.toBe(0);
  });
});
