import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rgbToHex } from "@shared/domain/color-contrast";

/** For tests: the colour variables of index.css per theme, as #rrggbb (dark inherits what it does not set). */
export function themeVariables(): Record<"light" | "dark", Record<string, string>> {
  const css = readFileSync(fileURLToPath(new URL("../index.css", import.meta.url)), "utf8");
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    return css.slice(start, css.indexOf("}", start));
  };
  const light = variablesIn(block(":root"));
  return { light, dark: { ...light, ...variablesIn(block(".dark")) } };
}

function variablesIn(block: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--([a-z-]+):\s*([^;]+);/g)) {
    const hex = cssColorToHex(value!.trim());
    if (hex) found[name!] = hex;
  }
  return found;
}

/** Reads "#rrggbb" and "hsl(H S% L%)"; anything else (var(), lengths) is not a colour here. */
export function cssColorToHex(value: string): string | null {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const hsl = /^hsl\(\s*([\d.]+)\s+([\d.]+)%\s+([\d.]+)%\s*\)$/.exec(value);
  if (!hsl) return null;
  const [h, s, l] = [Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100];
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return rgbToHex({ r: channel(0), g: channel(8), b: channel(4) });
}
