import { describe, expect, it } from "vitest";
import { baseUrl, signInLocally, useBrowser } from "./support/browser.ts";
import { createPlayer } from "./support/api.ts";
import { signInAs } from "./support/session.ts";

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
    await expect(owner.locator('[data-testid="league-member"]').filter({ hasText: "@commissioner" }).getByRole("button").count()).resolves.toBe(0);
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
