import { hexToHsl, isHexColor, readableForeground, relativeLuminance, type Hsl } from "@shared/domain/team-color";

export type ThemeName = "light" | "dark";

/** The page backgrounds of index.css (--background) as hex, for contrast checks. */
const THEME_BACKGROUND: Record<ThemeName, string> = { dark: "#080c16", light: "#f8fafc" };
/** WCAG's minimum for UI components and large text: primary is used for icons, links and headings. */
const MIN_CONTRAST = 3;
const LIGHTNESS_STEP = 2;

function hslToHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function contrast(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a) ?? 0, relativeLuminance(b) ?? 0];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The favourite team colour as the theme's primary: unchanged when it already stands out against the
 * page background, otherwise lightened (dark theme) or darkened (light theme) just enough, keeping its hue.
 * Null when the colour is not a valid #RRGGBB.
 */
export function readablePrimary(teamColor: string | null | undefined, theme: ThemeName) {
  if (!isHexColor(teamColor)) return null;
  const hsl = hexToHsl(teamColor);
  if (!hsl) return null;
  const background = THEME_BACKGROUND[theme];
  const step = theme === "dark" ? LIGHTNESS_STEP : -LIGHTNESS_STEP;
  let color = teamColor.toLowerCase();
  for (let l = hsl.l; contrast(color, background) < MIN_CONTRAST && (step > 0 ? l < 100 : l > 0); ) {
    l = Math.max(0, Math.min(100, l + step));
    color = hslToHex({ ...hsl, l });
  }
  return { color, foreground: readableForeground(color) === "black" ? "#000000" : "#ffffff" };
}
