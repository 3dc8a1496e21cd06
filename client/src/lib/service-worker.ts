/**
 * Registers the service worker (/sw.js, built by vite.config.ts from client/sw/sw.js): the offline
 * page, and push reminders (docs/decisions/034). Only in a build (any NODE_ENV, so the browser tests'
 * too): `npm run dev` serves no worker.
 */
export function registerServiceWorker() {
  if (import.meta.env.MODE === "development" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker (a private window, a browser that refuses one): the app works without it.
    });
  };
  // After the page has loaded, so the worker's downloads never compete with the first paint's.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
