import { chromium } from "playwright-core";
import { signInCookie } from "./tests/support/server.ts";
const base = "http://127.0.0.1:3999";
const cookie = await signInCookie(base, "lcp@example.com");
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium" });
for (const signedIn of [false, true]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (signedIn) await context.addCookies([{ name: "session", value: cookie.split("=")[1]!, url: base }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName, e.element?.textContent?.slice(0, 40), e.element?.isConnected]);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__lcp.push(["paint", e.name, Math.round(e.startTime)]);
    }).observe({ type: "paint", buffered: true });
  });
  await page.goto(base + "/");
  await page.waitForTimeout(3000);
  console.log(signedIn ? "week" : "landing", JSON.stringify(await page.evaluate(() => (window as any).__lcp)));
  await context.close();
}
await browser.close();
