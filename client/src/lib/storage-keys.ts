/** Every localStorage key the client uses (RULES §9 names theme and currentLeagueId). */
export const storageKeys = {
  theme: "theme",
  currentLeagueId: "currentLeagueId",
  postLoginRedirect: "postLoginRedirect",
  /** The signed-in player's team palette in both themes, for theme-init.js to apply before the first paint. */
  teamPalette: "teamPalette",
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app still works without it.
  }
}
