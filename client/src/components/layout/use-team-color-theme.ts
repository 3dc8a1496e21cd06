import { useEffect } from "react";
import { isHexColor } from "@shared/domain/team-color";
import { writeStorage, storageKeys } from "@/lib/storage-keys";
import { teamPalette, type TeamPalette } from "@/lib/team-palette";
import { useThemeStore } from "./theme-store";

/** What theme-init.js reads on the next page load (client/public/theme-init.js). */
interface SavedTeamPalette {
  color: string;
  light: TeamPalette;
  dark: TeamPalette;
}

function savePalette(color: string | null) {
  const saved: SavedTeamPalette | null = color === null ? null : { color, light: teamPalette(color, "light"), dark: teamPalette(color, "dark") };
  writeStorage(storageKeys.teamPalette, saved && JSON.stringify(saved));
}

/**
 * SPEC §4 "Favourite colour": a valid #RRGGBB becomes the interface's primary colour, kept legible on
 * the current theme (team-palette.ts); anything else removes the override. data-team-color carries the raw value.
 * `undefined` means not known yet (who is signed in is still loading): what theme-init.js applied stays.
 */
export function useTeamColorTheme(favoriteTeamColor: string | null | undefined) {
  const theme = useThemeStore((state) => state.theme);
  const color = isHexColor(favoriteTeamColor) ? favoriteTeamColor : favoriteTeamColor === undefined ? undefined : null;

  useEffect(() => {
    if (color !== undefined) savePalette(color);
  }, [color]);

  useEffect(() => {
    if (color === undefined) return;
    const root = document.documentElement;
    if (color) {
      const palette = teamPalette(color, theme);
      root.style.setProperty("--primary", palette.primary);
      root.style.setProperty("--primary-foreground", palette.primaryForeground);
      root.dataset.teamColor = color;
    } else {
      root.style.removeProperty("--primary");
      root.style.removeProperty("--primary-foreground");
      delete root.dataset.teamColor;
    }
  }, [color, theme]);
}
