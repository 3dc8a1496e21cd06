import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { findChromium } from "../../support/ensure-chromium.ts";

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const baseUrl = () => inject("baseUrl");

/** One Chromium per test file; each test gets fresh contexts, and a failing test leaves screenshots. */
export function useBrowser() {
  let browser: Browser;
  const open: { context: BrowserContext; page: Page }[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: LAUNCH_ARGS, headless: true });
  });
  afterEach(async ({ task }) => {
    const pages = open.splice(0);
    if (task.result?.state === "fail" || task.result?.errors?.length) {
      mkdirSync("test-results/screenshots", { recursive: true });
      const name = task.name.replace(/[^a-z0-9-]+/gi, "_").slice(0, 80);
      await Promise.all(
        pages.map(({ page }, i) =>
          page.screenshot({ path: `test-results/screenshots/${name}-${i}.png`, fullPage: true }).catch(() => {}),
        ),
      );
    }
    await Promise.all(pages.map(({ context }) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: { viewport?: { width: number; height: number } } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      open.push({ context, page });
      return page;
    },
  };
}

export async function signInLocally(page: Page, email: string, names: { firstName?: string; lastName?: string } = {}) {
  await page.goto("/auth");
  await page.locator('input[name="email"]').fill(email);
  if (names.firstName) await page.locator('input[name="firstName"]').fill(names.firstName);
  if (names.lastName) await page.locator('input[name="lastName"]').fill(names.lastName);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
