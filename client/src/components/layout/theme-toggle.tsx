import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WithTooltip } from "@/components/ui/tooltip";
import { useThemeStore } from "./theme-store";

export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} data-testid="theme-toggle" onClick={toggleTheme}>
        {theme === "dark" ? <Sun className="size-5" /> : <Moon className="size-5" />}
      </Button>
    </WithTooltip>
  );
}
