import { describe, expect, it } from "vitest";
import { createPlayer } from "./support/api.ts";
import { baseUrl, signInLocally, useBrowser } from "./support/browser.ts";

const browser = useBrowser();

describe("first sign-in and profile setup", () => {
  it("walks a new user through the setup modal to How It Works in their team's colour", async () => {
    await createPlayer("taken@example.com", "GridironGuru");
    const page = await browser.newPage();
    await signInLocally(page, "newbie@example.com", { firstName: "Casey", lastName: "Jones" });
    const modal = page.getByRole("dialog", { name: "Welcome! Set Up Your Profile" });
    await modal.waitFor();
    await page.keyboard.press("Escape");
    await expect(modal.isVisible()).resolves.toBe(true);

    const handle = page.locator('input[name="handle"]');
    const availability = page.getByTestId("handle-availability");
    await handle.fill("gridironguru");
    await page.waitForSelector('[data-testid="handle-availability"][data-state="unavailable"]');
    await expect(page.locator("#handle-message").textContent()).resolves.toContain("Username is already taken");
    await handle.fill("casey_fan");
    await page.waitForSelector('[data-testid="handle-availability"][data-state="available"]');
    await expect(availability.getAttribute("data-state")).resolves.toBe("available");
    await expect(page.locator("#handle-message").textContent()).resolves.toContain("Username is available!");

    const submit = modal.getByRole("button", { name: "Continue" });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await modal.getByText("Beta Terms & Conditions + Privacy Policy").click();
    const terms = page.getByRole("dialog", { name: "Beta Terms & Conditions + Privacy Policy" });
    await terms.waitFor();
    await expect(terms.textContent()).resolves.toContain("October 23, 2025");
    await expect(page.locator('[data-testid="terms-sections"] > *').count()).resolves.toBe(13);
    await terms.getByRole("button", { name: "Done" }).click();
    await page.locator("#terms").click();

    await page.getByPlaceholder("Search teams by school or mascot...").fill("bulldogs");
    await page.locator('[data-team="Georgia"]').click();
    await page.getByTestId("selected-team-preview").waitFor();
    await submit.click();

    await page.waitForURL(/\/how-it-works$/);
    await page.getByText("Welcome!", { exact: true }).first().waitFor();
    await expect(
      page.getByText("Your username is now casey_fan and your favorite team is Georgia").first().isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator("html").getAttribute("data-team-color")).resolves.toBe("#ba0c2f");
    const primaryOverride = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue("--primary").trim(),
    );
    expect(primaryOverride).not.toBe(""); // the team colour (kept readable) overrides the default primary
    await expect(modal.isVisible()).resolves.toBe(false);
  });
});

describe("theme", () => {
  it("is dark by default and a light choice survives a reload", async () => {
    const page = await browser.newPage();
    await page.goto("/how-it-works");
    await expect(page.locator("html").getAttribute("class")).resolves.toContain("dark");
    await page.getByTestId("theme-toggle").first().click();
    await expect(page.locator("html").getAttribute("class")).resolves.not.toContain("dark");
    await expect(page.evaluate(() => localStorage.getItem("theme"))).resolves.toBe("light");
    await page.reload();
    await expect(page.locator("html").getAttribute("class")).resolves.not.toContain("dark");
  });
});

describe("routes", () => {
  it("shows the landing page for a signed-out visit to /profile", async () => {
    const page = await browser.newPage();
    await page.goto("/profile");
    await page.getByTestId("landing-page").waitFor();
    await expect(
      page
        .getByText("Make your college football predictions, compete with friends, and climb the leaderboard.")
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Sign In to Get Started" }).isVisible()).resolves.toBe(true);
  });

  it("shows the 404 page, with a 404 status, for an unknown path", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByTestId("not-found").waitFor();
    const api = await fetch(`${baseUrl()}/definitely-not-here`);
    expect(api.status).toBe(404);
  });
});
