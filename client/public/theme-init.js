// Runs before the first paint, so that neither a saved light theme nor the signed-in player's team
// colour (saved by use-team-color-theme.ts) arrives late. A page sent without a session carries
// firstPaintMarks.signedOut (client/src/features/first-paint/first-paint.ts) and is nobody's.
try {
  var root = document.documentElement;
  var theme = localStorage.getItem("theme") === "light" ? "light" : "dark";
  if (theme === "light") root.classList.remove("dark");
  var saved = JSON.parse(localStorage.getItem("teamPalette") || "null");
  var palette = saved && saved[theme];
  var colours = palette ? [saved.color, palette.primary, palette.primaryForeground] : [];
  var valid = colours.length > 0 && colours.every((value) => /^#[0-9a-f]{6}$/i.test(value));
  if (valid && !document.querySelector('meta[name="session"][content="none"]')) {
    root.style.setProperty("--primary", palette.primary);
    root.style.setProperty("--primary-foreground", palette.primaryForeground);
    root.setAttribute("data-team-color", saved.color);
  }
} catch (_) {}
