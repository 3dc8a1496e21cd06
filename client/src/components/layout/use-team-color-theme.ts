import { useEffect } from "react";
import { isHexColor } from "@shared/domain/team-color";
import { teamPalette } from "@/lib/team-palette";
import { useThemeStore } from "./theme-store";

/**
 * SPEC §4 "Favourite colour": a valid #RRGGBB becomes the interface's primary colour, kept legible on
 * the current theme (team-palette.ts); anything else removes the override. data-team-color carries the raw value.
 */
export function useTeamColorTheme(favoriteTeamColor: string | null | undefined) {
  const theme = useThemeStore((state) => state.theme);
  useEffect(() => {
    const root = document.documentElement;
    if (isHexColor(favoriteTeamColor)) {
      const palette = teamPalette(favoriteTeamColor, theme);
      root.style.setProperty("--primary", palette.primary);
      root.style.setProperty("--primary-foreground", palette.primaryForeground);
      root.dataset.teamColor = favoriteTeamColor;
    } else {
      root.style.removeProperty("--primary");
      root.style.removeProperty("--primary-foreground");
      delete root.dataset.teamColor;
    }
  }, [favoriteTeamColor, theme]);
}
