import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One line per offending element (at most 6 per rule): "rule (impact) target: what axe says". */
const describe = (violation: Result): string[] =>
  violation.nodes.slice(0, 6).map((node) => {
    const check = [...node.any, ...node.all, ...node.none][0];
    return `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${check?.message ?? violation.help}`;
  });

/**
 * Runs axe-core's WCAG 2.x A/AA and best-practice rules on the page as it is now and returns the
 * serious and critical violations. Evaluated through the DevTools protocol, so the app's CSP allows it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    }),
  )) as AxeResults;
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").flatMap(describe);
}

/** Axe measures colours as painted: wait for entrance animations and late answers to land. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
