import { hexToRgb, type Rgb, relativeLuminance } from "./team-color.ts";

/** WCAG 2.2 AA minimums: normal text, and large text or non-text UI parts. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** Lightness 0-1, chroma (0 to about 0.37 in sRGB) and hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

const hexChannel = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, "0");

/** Channels 0-255, rounded and clamped. */
export const rgbToHex = ({ r, g, b }: Rgb) => `#${hexChannel(r)}${hexChannel(g)}${hexChannel(b)}`;

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a) ?? 0, relativeLuminance(b) ?? 0];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `top` at the given opacity painted over the opaque `bottom`, as the browser composites it (in sRGB). */
export function composite(top: string, bottom: string, alpha: number): string {
  const [t, b] = [hexToRgb(top)!, hexToRgb(bottom)!];
  const mix = (x: number, y: number) => x * alpha + y * (1 - alpha);
  return rgbToHex({ r: mix(t.r, b.r), g: mix(t.g, b.g), b: mix(t.b, b.b) });
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

export function hexToOklch(hex: string): Oklch | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = [rgb.r, rgb.g, rgb.b].map((v) => toLinear(v / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

function oklchToLinearRgb({ l: L, c, h }: Oklch): [number, number, number] {
  const [A, B] = [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: number[]) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The OKLCH colour as #rrggbb; outside sRGB its chroma is reduced (hue and lightness kept) until it fits. */
export function oklchToHex(color: Oklch): string {
  let [low, high] = [0, color.c];
  if (!inGamut(oklchToLinearRgb(color))) {
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinearRgb({ ...color, c: mid }))) low = mid;
      else high = mid;
    }
    color = { ...color, c: low };
  }
  const [r, g, b] = oklchToLinearRgb(color).map((v) => fromLinear(Math.min(1, Math.max(0, v))) * 255) as [
    number,
    number,
    number,
  ];
  return rgbToHex({ r, g, b });
}

/**
 * The colour itself when `passes` accepts it, else the first colour that does as its OKLCH lightness
 * moves step by step towards black or white (hue kept). Black and white end the walk, so it always ends.
 */
export function shiftLightnessUntil(
  hex: string,
  towards: "black" | "white",
  passes: (candidate: string) => boolean,
): string {
  const start = hexToOklch(hex);
  if (!start) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const step = towards === "white" ? 0.005 : -0.005;
  let candidate = hex.toLowerCase();
  for (let l = start.l; !passes(candidate); ) {
    l = Math.min(1, Math.max(0, l + step));
    candidate = oklchToHex({ ...start, l });
    if (l === 0 || l === 1) break;
  }
  return candidate;
}
