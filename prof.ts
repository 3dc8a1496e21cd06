import { chromium } from "playwright-core";
import { signInCookie } from "./tests/support/server.ts";
const base = "http://127.0.0.1:3999";
const cookie = await signInCookie(base, "prof@example.com");
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium" });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addCookies([{ name: "session", value: cookie.split("=")[1]!, url: base }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
});
await cdp.send("Profiler.start");
await page.goto(base + "/");
await page.waitForTimeout(6000);
const { profile } = await cdp.send("Profiler.stop");
console.log("long tasks", JSON.stringify(await page.evaluate(() => (window as any).__lt)));
const self = new Map<string, number>();
const dt = profile.timeDeltas!; const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const counts = new Map<number, number>();
profile.samples!.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n: any = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t / 1000); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join("\n"));
await browser.close();
