import { composite, contrastRatio, shiftLightnessUntil, TEXT_CONTRAST } from "@shared/domain/color-contrast";

export type ThemeName = "light" | "dark";
type Surface = "background" | "card" | "popover" | "muted" | "secondary" | "accent";

/** The surfaces of index.css per theme as #rrggbb (team-palette.test.ts checks they match the stylesheet). */
export const THEME_SURFACES: Record<ThemeName, Record<Surface, string>> = {
  light: {
    background: "#f8fafc",
    card: "#ffffff",
    popover: "#ffffff",
    muted: "#ebeff5",
    secondary: "#e7ecf3",
    accent: "#e1e7ef",
  },
  dark: {
    background: "#080c16",
    card: "#0e1320",
    popover: "#0f1524",
    muted: "#161f2c",
    secondary: "#1a2333",
    accent: "#1d283a",
  },
};

/** Opacities at which components lay the primary under primary text (bg-primary/5 up to bg-primary/15). */
export const PRIMARY_TINTS = [0.05, 0.1, 0.15];
/** Surfaces those tints sit on. */
const TINTED: Surface[] = ["background", "card"];
/** Buttons darken or lighten on hover by showing the surface through the primary (hover:bg-primary/90). */
const HOVER_FILL = 0.9;
const WHITE = "#ffffff";
const BLACK = "#000000";

/** Everything primary-coloured text and icons are drawn on: each surface and each primary tint over it. */
export function primaryTextBackdrops(primary: string, theme: ThemeName): string[] {
  const surfaces = THEME_SURFACES[theme];
  const tints = TINTED.flatMap((surface) => PRIMARY_TINTS.map((alpha) => composite(primary, surfaces[surface], alpha)));
  return [...Object.values(surfaces), ...tints];
}

/** Fills that carry --primary-foreground text: the primary, and its hover state over each surface. */
export function primaryFills(primary: string, theme: ThemeName): string[] {
  return [primary, ...Object.values(THEME_SURFACES[theme]).map((surface) => composite(primary, surface, HOVER_FILL))];
}

const worstContrast = (color: string, backdrops: string[]) =>
  Math.min(...backdrops.map((backdrop) => contrastRatio(color, backdrop)));

/** White or black, whichever stands out more on the worst of the fills. */
function foregroundFor(fills: string[]) {
  const [white, black] = [worstContrast(WHITE, fills), worstContrast(BLACK, fills)];
  return white >= black ? { color: WHITE, ratio: white } : { color: BLACK, ratio: black };
}

export interface TeamPalette {
  primary: string;
  primaryForeground: string;
}

/**
 * RULES §4 "Favourite colour" kept legible (WCAG 2.2 AA): the team colour becomes the theme's primary
 * unchanged if primary text reads at 4.5:1 on every surface and tint and a white or black label reads at
 * 4.5:1 on it; otherwise its OKLCH lightness moves away from the page (darker on light, lighter on dark),
 * hue kept, just until both hold.
 */
export function teamPalette(teamColor: string, theme: ThemeName): TeamPalette {
  const primary = shiftLightnessUntil(
    teamColor,
    theme === "light" ? "black" : "white",
    (candidate) =>
      worstContrast(candidate, primaryTextBackdrops(candidate, theme)) >= TEXT_CONTRAST &&
      foregroundFor(primaryFills(candidate, theme)).ratio >= TEXT_CONTRAST,
  );
  return { primary, primaryForeground: foregroundFor(primaryFills(primary, theme)).color };
}
