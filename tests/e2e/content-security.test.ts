import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { signInAs } from "./support/session.ts";

const browser = useBrowser();

/** Every report of the page breaking its content security policy (a blocked eval, script or connection). */
async function recordViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
      ),
    ),
  );
  return violations;
}

describe("the content security policy", () => {
  it("is kept by the week page, its live updates and their schemas", async () => {
    const page = await browser.newPage();
    const violations = await recordViolations(page);
    await signInAs(page, "csp@example.com", "csp_keeper");
    await page.goto("/");
    await page.getByTestId("game-card").first().waitFor();
    await page.getByText("Live updates on").waitFor();
    expect(violations).toEqual([]);
  });
});

describe("the API reference at /api/docs", () => {
  it("draws every operation of the OpenAPI document from this origin, within the policy", async () => {
    const page = await browser.newPage();
    const violations = await recordViolations(page);
    const document = (await (await page.request.get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    await page.goto("/api/docs");
    await page.locator(".opblock").first().waitFor();
    const drawn = () =>
      page.$$eval(".opblock", (blocks) =>
        [
          ...new Set(
            blocks.map(
              (block) =>
                `${block.querySelector(".opblock-summary-method")?.textContent} ${block.querySelector(".opblock-summary-path")?.getAttribute("data-path")}`,
            ),
          ),
        ].sort(),
      );
    await expect.poll(drawn).toEqual(operations);
    expect(violations).toEqual([]);
  });
});
