import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { apiPatch, signInAs } from "./support/session.ts";

const browser = useBrowser();
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's script until `release()`: what shows meanwhile is the server's first paint alone. */
async function holdAppScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("the home page's first paint", () => {
  it("shows a signed-out visitor the landing hero before the app's script arrives, without asking who is signed in", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdAppScript(page);
    await page.goto("/", { waitUntil: "commit" });
    const hero = page.getByRole("heading", { level: 1, name: "Gridiron Picks" });
    await hero.waitFor();
    await expect(
      page
        .getByText("Make your college football predictions, compete with friends, and climb the leaderboard.")
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Log in" }).getAttribute("href")).resolves.toBe("/api/login");
    await expect(page.getByRole("link", { name: "Sign In to Get Started" }).getAttribute("href")).resolves.toBe(
      "/api/login",
    );
    release();
    // The app takes over: its marquee of the week's games joins the hero, which stays where it was.
    await page.getByTestId("landing-marquee").waitFor();
    await expect(hero.isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Sign In to Get Started" }).waitFor();
    expect(asked).not.toContain("/api/auth/user");
  });

  it("signs a visitor in from the first paint's Sign In to Get Started before the app's script has arrived", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const release = await holdAppScript(page);
    await page.goto("/", { waitUntil: "commit" });
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/login");
    await page.getByRole("link", { name: "Sign In to Get Started" }).waitFor();
    expect(await page.getByTestId("landing-marquee").count()).toBe(0); // the app has not taken over
    await page.getByRole("link", { name: "Sign In to Get Started" }).click({ noWaitAfter: true });
    const request = await signIn;
    // The browser follows the server's link itself: a page load, not a call of the app's script.
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.frame()).toBe(page.mainFrame());
    expect(request.method()).toBe("GET");
    release();
  });

  it("shows a signed-in player the week's header before the app's script arrives, then the week in its place", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, "firstpaint@example.com", "first_paint");
    const release = await holdAppScript(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByText("Make your picks before kickoff. All times are Central Time.").waitFor();
    await expect(page.getByTestId("game-card").count()).resolves.toBe(0);
    release();
    await page.getByTestId("game-card").first().waitFor();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Week 13");
    await expect(page.getByText("Make your picks before kickoff. All times are Central Time.").count()).resolves.toBe(
      1,
    );
  });

  it("paints a player's team colour with the first paint, before the app's script arrives, and no one's for a visit without a session", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cookie = await signInAs(page, "teamfirst@example.com", "team_first");
    expect(
      (await apiPatch(cookie, "/api/me/profile", { favoriteTeam: "Georgia", favoriteTeamColor: "#ba0c2f" })).status,
    ).toBe(200);
    const colours = () =>
      page.evaluate(() => ({
        team: document.documentElement.getAttribute("data-team-color"),
        primary: document.documentElement.style.getPropertyValue("--primary"),
        primaryForeground: document.documentElement.style.getPropertyValue("--primary-foreground"),
      }));
    await page.goto("/");
    await page.getByTestId("game-card").first().waitFor();
    const applied = await colours();
    expect(applied.team).toBe("#ba0c2f");

    const release = await holdAppScript(page);
    await page.reload({ waitUntil: "commit" });
    await page.getByText("Make your picks before kickoff. All times are Central Time.").waitFor();
    await expect(page.getByTestId("game-card").count()).resolves.toBe(0);
    await expect(colours()).resolves.toEqual(applied);

    await page.context().clearCookies();
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: "Gridiron Picks" }).waitFor();
    await expect(colours()).resolves.toEqual({ team: null, primary: "", primaryForeground: "" });
    release();
  });

  it("does not play the hero's entrance a second time when the app replaces the first paint", async () => {
    const page = await browser.newPage();
    // Right after the app's first commit takes the server's markup out of #root, reads the entrances on screen.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const root = document.getElementById("root");
        if (!root || !records.some((record) => record.target === root && record.removedNodes.length > 0)) return;
        observer.disconnect();
        const entrances = [...root.querySelectorAll(".animate-settle-in, .animate-pop-in, .animate-rise-in")];
        const running = entrances
          .flatMap((element) => element.getAnimations())
          .filter((animation) => animation.playState === "running");
        (window as { replaced?: object }).replaced = { entrances: entrances.length, running: running.length };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await page.getByTestId("landing-marquee").waitFor();
    const replaced = (await page.evaluate(
      () => (window as { replaced?: { entrances: number; running: number } }).replaced,
    ))!;
    expect(replaced.entrances).toBeGreaterThan(0);
    expect(replaced.running).toBe(0);
  });
});
