import { create } from "zustand";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";

export type Theme = "light" | "dark";

/** RULES §4: dark unless the user saved light. */
function savedTheme(): Theme {
  return readStorage(storageKeys.theme) === "light" ? "light" : "dark";
}

const browserChromeColor: Record<Theme, string> = { dark: "#0b1120", light: "#f8fafc" };

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", browserChromeColor[theme]);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: savedTheme(),
  setTheme: (theme) => {
    writeStorage(storageKeys.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === "dark" ? "light" : "dark"),
}));

// The server renders the header for the first paint, where there is no document.
if (typeof document !== "undefined") applyTheme(useThemeStore.getState().theme);
