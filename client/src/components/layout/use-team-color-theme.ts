import { isHexColor } from "@shared/domain/team-color";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { storageKeys, writeStorage } from "@/lib/storage-keys";
import { type TeamPalette, teamPalette } from "@/lib/team-palette";
import { useThemeStore } from "./theme-store";

/** A team colour's palette in both themes, as theme-init.js reads it on the next page load. */
interface TeamPalettes {
  color: string;
  light: TeamPalette;
  dark: TeamPalette;
}

function palettesOf(favoriteTeamColor: string | null | undefined): TeamPalettes | null | undefined {
  if (favoriteTeamColor === undefined) return undefined;
  if (!isHexColor(favoriteTeamColor)) return null;
  return {
    color: favoriteTeamColor,
    light: teamPalette(favoriteTeamColor, "light"),
    dark: teamPalette(favoriteTeamColor, "dark"),
  };
}

/**
 * RULES §4 "Favourite colour": a valid #RRGGBB becomes the interface's primary colour, kept legible on
 * the current theme (team-palette.ts); anything else removes the override. data-team-color carries the raw value.
 * `undefined` means not known yet (who is signed in is still loading): what theme-init.js applied stays.
 */
export function useTeamColorTheme(favoriteTeamColor: string | null | undefined) {
  const theme = useThemeStore((state) => state.theme);
  const palettes = useMemo(() => palettesOf(favoriteTeamColor), [favoriteTeamColor]);

  useEffect(() => {
    if (palettes !== undefined) writeStorage(storageKeys.teamPalette, palettes && JSON.stringify(palettes));
  }, [palettes]);

  // Before the browser paints: a theme toggle never shows the other theme's palette for a frame.
  useLayoutEffect(() => {
    if (palettes === undefined) return;
    const root = document.documentElement;
    if (palettes) {
      root.style.setProperty("--primary", palettes[theme].primary);
      root.style.setProperty("--primary-foreground", palettes[theme].primaryForeground);
      root.dataset.teamColor = palettes.color;
    } else {
      root.style.removeProperty("--primary");
      root.style.removeProperty("--primary-foreground");
      delete root.dataset.teamColor;
    }
  }, [palettes, theme]);
}
