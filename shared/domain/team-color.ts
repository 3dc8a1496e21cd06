/** RULES §9 fallback team colour. */
export const FALLBACK_TEAM_COLOR = "#3b82f6";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** RULES §4/§5: a favourite colour applies only if it is "#" plus 6 hex digits. */
export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

/** "#AbC123", "abc123", "##abc123" → "#abc123"; anything else (3-digit, names, blank) → null. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const digits = value?.trim().replace(/^#+/, "");
  return digits && /^[0-9a-fA-F]{6}$/.test(digits) ? `#${digits.toLowerCase()}` : null;
}

/**
 * RULES §3/§5: the favourite team colour is the team's colour, else altColor, else 3b82f6, stored
 * with a single leading "#". Values are lowercased; a colour that is not 6 hex digits counts as
 * missing (so the next fallback is used).
 */
export function teamColorFor(team: { color?: string | null; altColor?: string | null }): string {
  return normalizeHexColor(team.color) ?? normalizeHexColor(team.altColor) ?? FALLBACK_TEAM_COLOR;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb | null {
  const normalized = normalizeHexColor(hex);
  if (!normalized) return null;
  const n = Number.parseInt(normalized.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** Text colour with the higher WCAG contrast ratio against the given background. */
export function readableForeground(hex: string): "black" | "white" | null {
  const lum = relativeLuminance(hex);
  if (lum === null) return null;
  const contrastWithWhite = 1.05 / (lum + 0.05);
  const contrastWithBlack = (lum + 0.05) / 0.05;
  return contrastWithBlack > contrastWithWhite ? "black" : "white";
}
