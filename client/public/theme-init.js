// Runs before first paint so a saved light theme never flashes dark (the CSP forbids inline scripts).
try {
  if (localStorage.getItem("theme") === "light") document.documentElement.classList.remove("dark");
} catch (_) {}
