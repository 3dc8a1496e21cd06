import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { signInLocally, useBrowser } from "./support/browser.ts";
import { signInAs } from "./support/session.ts";

const browser = useBrowser();

/** True when the element's centre is inside the viewport and no other element covers it there. */
const reachable = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
    if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) return false;
    return el.contains(document.elementFromPoint(x, y));
  });

describe("the profile setup modal", () => {
  const sizes = [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ];
  for (const viewport of sizes) {
    it(`stays inside a ${viewport.width}×${viewport.height} viewport and scrolls to Continue once a team is chosen`, async () => {
      const page = await browser.newPage({ viewport });
      await signInLocally(page, `setup-${viewport.width}@example.com`);
      const modal = page.getByRole("dialog", { name: "Welcome! Set Up Your Profile" });
      await modal.waitFor();
      await page.locator('input[name="handle"]').fill(`setup_${viewport.width}`);
      await page.waitForSelector('[data-testid="handle-availability"][data-state="available"]');
      await page.getByPlaceholder("Search teams by school or mascot...").fill("bulldogs");
      await page.locator('[data-team="Georgia"]').click();
      await page.getByTestId("selected-team-preview").waitFor();
      await page.locator("#terms").click();

      const box = (await modal.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true); // nothing runs off its right edge
      const submit = modal.getByRole("button", { name: "Continue" });
      // As a visitor would: the mouse wheel over the dialog.
      await page.mouse.move(box.x + box.width / 2, box.y + 40);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
      await expect.poll(() => reachable(submit)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await submit.click();
      await page.waitForURL(/\/how-it-works$/);
    });
  }
});

describe("game cards at tablet widths", () => {
  it("show every kickoff whole, its CT included", async () => {
    const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
    await signInAs(page, "tablet@example.com", "tablet_fan");
    await page.goto("/");
    await page.getByTestId("game-card").first().waitFor();
    // Two cards a row from 640 px: the narrowest cards, with the Popular badge and countdown beside the kickoff.
    for (const width of [640, 700, 768, 834, 1024]) {
      await page.setViewportSize({ width, height: 1024 });
      const kickoffs = await page.getByTestId("kickoff").evaluateAll((spans) =>
        spans.map((span) => {
          const card = span.closest('[data-testid="game-card"]')!.getBoundingClientRect();
          const own = span.getBoundingClientRect();
          return {
            text: span.textContent ?? "",
            whole: span.scrollWidth <= span.clientWidth + 1 && own.right <= card.right,
          };
        }),
      );
      expect(kickoffs.length).toBeGreaterThan(0);
      expect(
        kickoffs.filter((k) => !k.text.endsWith(" CT") || !k.whole),
        `at ${width} px`,
      ).toEqual([]);
    }
  });
});

describe("the user menu button", () => {
  it("is named by the player's handle at every width", async () => {
    const page = await browser.newPage();
    await signInAs(page, "menu-widths@example.com", "menu_widths");
    await page.goto("/how-it-works");
    for (const width of [360, 768, 1023, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const menu = page.getByRole("button", { name: "menu_widths", exact: true });
      await menu.waitFor();
      await expect(menu.getAttribute("data-testid"), `at ${width} px`).resolves.toBe("user-menu-trigger");
    }
  });
});
