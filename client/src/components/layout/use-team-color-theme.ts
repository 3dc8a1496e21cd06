import { useEffect } from "react";
import { readablePrimary } from "@/lib/readable-primary";
import { useThemeStore } from "./theme-store";

/**
 * SPEC §4 "Favourite colour": a valid #RRGGBB becomes the interface's primary colour (kept legible
 * on the current theme); anything else removes the override. data-team-color carries the raw value.
 */
export function useTeamColorTheme(favoriteTeamColor: string | null | undefined) {
  const theme = useThemeStore((state) => state.theme);
  useEffect(() => {
    const root = document.documentElement;
    const primary = readablePrimary(favoriteTeamColor, theme);
    if (primary && favoriteTeamColor) {
      root.style.setProperty("--primary", primary.color);
      root.style.setProperty("--primary-foreground", primary.foreground);
      root.dataset.teamColor = favoriteTeamColor;
    } else {
      root.style.removeProperty("--primary");
      root.style.removeProperty("--primary-foreground");
      delete root.dataset.teamColor;
    }
  }, [favoriteTeamColor, theme]);
}
