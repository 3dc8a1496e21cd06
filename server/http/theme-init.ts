import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

const source = readFileSync(new URL("../../client/public/theme-init.js", import.meta.url), "utf8");

/**
 * The theme script runs before the first paint (a saved light theme never flashes dark). The page
 * carries it inline, saving a phone a blocking request, and the CSP allows exactly this script by its hash.
 */
export const themeInit = {
  tag: `<script>${source}</script>`,
  cspSource: `'sha256-${createHash("sha256").update(source).digest("base64")}'`,
};
