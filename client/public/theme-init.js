// Runs before the first paint, so that neither a saved light theme nor the signed-in player's team
// colour (saved by use-team-color-theme.ts) arrives late. A page sent without a session is nobody's.
try {
  var root = document.documentElement;
  var theme = localStorage.getItem("theme") === "light" ? "light" : "dark";
  if (theme === "light") root.classList.remove("dark");
  var saved = JSON.parse(localStorage.getItem("teamPalette") || "null");
  var palette = saved && saved[theme];
  if (palette && !document.querySelector('meta[name="session"][content="none"]')) {
    root.style.setProperty("--primary", palette.primary);
    root.style.setProperty("--primary-foreground", palette.primaryForeground);
    root.setAttribute("data-team-color", saved.color);
  }
} catch (_) {}
