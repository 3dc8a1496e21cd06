// Runs before the first paint, so that neither a saved light theme nor the signed-in player's team
// colour (saved by use-team-color-theme.ts) arrives late. A page sent without a session carries
// firstPaintMarks.signedOut (client/src/features/first-paint/first-paint.ts) and is nobody's.
try {
  const root = document.documentElement;
  const theme = localStorage.getItem("theme") === "light" ? "light" : "dark";
  if (theme === "light") root.classList.remove("dark");
  const saved = JSON.parse(localStorage.getItem("teamPalette") || "null");
  const palette = saved?.[theme];
  const colours = palette ? [saved.color, palette.primary, palette.primaryForeground] : [];
  const valid = colours.length > 0 && colours.every((value) => /^#[0-9a-f]{6}$/i.test(value));
  if (valid && !document.querySelector('meta[name="session"][content="none"]')) {
    root.style.setProperty("--primary", palette.primary);
    root.style.setProperty("--primary-foreground", palette.primaryForeground);
    root.setAttribute("data-team-color", saved.color);
  }
} catch (_) {}
