/**
 * Renders the app's PNG icons from their SVG sources in client/public/icons with Debian's Chromium
 * (the manifest and notifications need PNGs): `npx tsx scripts/build-icons.ts`. The PNGs are
 * committed beside their sources; run this again after changing an SVG.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ensureChromium } from "../tests/support/ensure-chromium.ts";

const ICONS = fileURLToPath(new URL("../client/public/icons/", import.meta.url));

const OUTPUTS = [
  { source: "icon.svg", file: "icon-192.png", size: 192 },
  { source: "icon.svg", file: "icon-512.png", size: 512 },
  { source: "icon.svg", file: "apple-touch-icon.png", size: 180 },
  { source: "icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  { source: "badge.svg", file: "badge-96.png", size: 96 },
];

const browser = await chromium.launch({ executablePath: ensureChromium() });
try {
  const page = await browser.newPage();
  for (const { source, file, size } of OUTPUTS) {
    const svg = readFileSync(`${ICONS}${source}`, "utf8");
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(`${ICONS}${file}`, await page.screenshot({ omitBackground: true, type: "png" }));
    console.log(`${file} (${size}×${size}) from ${source}`);
  }
} finally {
  await browser.close();
}
