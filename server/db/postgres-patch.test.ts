import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const patchName = readdirSync(join(root, "patches")).find((name) => name.startsWith("postgres+"));

/** Each hunk of a patch-package patch, as the text it leaves in its file (context and added lines). */
function patchedTexts(patch: string): { file: string; text: string }[] {
  const texts: { file: string; text: string }[] = [];
  for (const section of patch.split(/^diff --git /m).slice(1)) {
    const file = section.match(/^\+\+\+ b\/(.+)$/m)?.[1];
    if (!file) throw new Error(`no target file in ${section.slice(0, 80)}`);
    for (const hunk of section.split(/^@@ .* @@.*$/m).slice(1)) {
      const kept = hunk.split("\n").filter((line) => line.startsWith(" ") || line.startsWith("+"));
      texts.push({ file, text: kept.map((line) => line.slice(1)).join("\n") });
    }
  }
  return texts;
}

describe("the postgres.js closed-connection guard (decision 036)", () => {
  it("is a patch for the installed postgres.js version, and every hunk of it is in the installed files", () => {
    expect(patchName).toBeDefined();
    const installed = JSON.parse(readFileSync(join(root, "node_modules/postgres/package.json"), "utf8")).version;
    expect(patchName).toBe(`postgres+${installed}.patch`);

    const texts = patchedTexts(readFileSync(join(root, "patches", patchName!), "utf8"));
    expect(new Set(texts.map(({ file }) => file))).toEqual(
      new Set(["src", "cjs/src", "cf/src"].map((dir) => `node_modules/postgres/${dir}/connection.js`)),
    );
    for (const { file, text } of texts) {
      expect(readFileSync(join(root, file), "utf8"), `${file} lacks a hunk of ${patchName}`).toContain(text);
    }
  });
});
