import { readFileSync } from "node:fs";
import { composite, contrastRatio, TEXT_CONTRAST } from "@shared/domain/color-contrast";
import { FALLBACK_TEAM_COLOR, teamColorFor } from "@shared/domain/team-color";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PRIMARY_TINTS,
  primaryFills,
  primaryTextBackdrops,
  THEME_SURFACES,
  type ThemeName,
  teamPalette,
} from "./team-palette";
import { themeVariables } from "./theme-stylesheet.support";

const THEMES: ThemeName[] = ["light", "dark"];
const fbsTeams: { school: string; color: string | null; alternateColor: string | null }[] = JSON.parse(
  readFileSync(new URL("../../../datasets/cfbd/2024/teams_fbs_2024.v2.json", import.meta.url), "utf8"),
);
const worst = (color: string, backdrops: string[]) =>
  Math.min(...backdrops.map((backdrop) => contrastRatio(color, backdrop)));

/** The lowest contrast of the palette: primary text on its backdrops, and the label on the primary fills. */
function worstRatios(teamColor: string, theme: ThemeName) {
  const { primary, primaryForeground } = teamPalette(teamColor, theme);
  return {
    text: worst(primary, primaryTextBackdrops(primary, theme)),
    label: worst(primaryForeground, primaryFills(primary, theme)),
  };
}

describe("team palette", () => {
  it("keeps primary text and button labels at 4.5:1 for every FBS team colour in both themes", () => {
    expect(fbsTeams.length).toBeGreaterThan(130);
    const failures = THEMES.flatMap((theme) =>
      fbsTeams
        .map((team) => ({
          team: team.school,
          theme,
          color: teamColorFor({ color: team.color, altColor: team.alternateColor }),
        }))
        .map((row) => ({ ...row, ...worstRatios(row.color, row.theme) }))
        .filter((row) => row.text < TEXT_CONTRAST || row.label < TEXT_CONTRAST),
    );
    expect(failures).toEqual([]);
  });

  it("keeps body and muted text at 4.5:1 on every FBS team's primary tints (selected rows, active links)", () => {
    const css = themeVariables();
    const failures = THEMES.flatMap((theme) =>
      fbsTeams.flatMap((team) => {
        const { primary } = teamPalette(teamColorFor({ color: team.color, altColor: team.alternateColor }), theme);
        const tints = [THEME_SURFACES[theme].background, THEME_SURFACES[theme].card].flatMap((surface) =>
          PRIMARY_TINTS.map((alpha) => composite(primary, surface, alpha)),
        );
        return ["foreground", "muted-foreground"]
          .filter((text) => worst(css[theme][text]!, tints) < TEXT_CONTRAST)
          .map((text) => `${theme} ${team.school}: ${text}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it("holds for any #rrggbb colour", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(
      fc.property(hex, fc.constantFrom(...THEMES), (color, theme) => {
        const { text, label } = worstRatios(color, theme);
        expect(text).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(label).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }),
    );
  });

  it("leaves a team colour that is already legible as it is", () => {
    expect(teamPalette("#9E1632", "light")).toEqual({ primary: "#9e1632", primaryForeground: "#ffffff" });
    expect(teamPalette("#ffcc00", "dark")).toEqual({ primary: "#ffcc00", primaryForeground: "#000000" });
  });

  it("darkens a light colour on the light theme and lightens a dark one on the dark theme, keeping its hue", () => {
    const gold = teamPalette("#ffcc00", "light").primary;
    const black = teamPalette("#000000", "dark").primary;
    expect(contrastRatio(gold, THEME_SURFACES.light.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(black, THEME_SURFACES.dark.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(gold.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(b); // still a yellow-brown, not a grey
    expect(g).toBeGreaterThan(b);
  });

  it("matches the surfaces of index.css, whose default primary is the fallback team colour through the same rule", () => {
    const css = themeVariables();
    for (const theme of THEMES) {
      for (const [surface, hex] of Object.entries(THEME_SURFACES[theme]))
        expect(css[theme][surface], `${theme} ${surface}`).toBe(hex);
      const fallback = teamPalette(FALLBACK_TEAM_COLOR, theme);
      expect(css[theme].primary, `${theme} primary`).toBe(fallback.primary);
      expect(css[theme]["primary-foreground"], `${theme} primary-foreground`).toBe(fallback.primaryForeground);
    }
  });
});
