import type { Side } from "@shared/domain/enums";

/**
 * A side's line as a spread card shows it beside the team, from the home team's line: "−3.5"
 * favoured, "+3.5" the underdog, "Even" for a pick'em; null when the game has no line.
 */
export function sideLineText(homeLine: number | null, side: Side): string | null {
  if (homeLine === null) return null;
  const line = side === "HOME" ? homeLine : -homeLine;
  if (line === 0) return "Even";
  return line < 0 ? `\u2212${-line}` : `+${line}`;
}
