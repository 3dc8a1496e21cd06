// The service worker (docs/decisions/034-web-push-reminders.md). vite.config.ts emits it as /sw.js
// with the build's id as BUILD: every build is a new worker with a cache of its own.
/// <reference lib="webworker" />
const BUILD = "__BUILD_ID__";
const CACHE = `gridiron-${BUILD}`;
const OFFLINE_PAGE = "/offline.html";
const SHELL = [OFFLINE_PAGE, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];

self.addEventListener("install", (event) => {
  // A new build takes over at once (skipWaiting + clients.claim): pages are fetched from the network
  // and assets are named by their content, so nothing an open page holds goes stale.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Pages always come from the network (never a stale app); without one, the offline page.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_PAGE).then(
          (page) =>
            page ||
            new Response("<!doctype html><title>You're offline</title><h1>You're offline</h1>", {
              status: 503,
              headers: { "content-type": "text/html; charset=utf-8" },
            }),
        ),
      ),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Built assets are immutable (their names carry their hash): cache first, kept as they are fetched.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(request)));
  }
});

/** A push's payload is `PushPayload` (shared/domain/push.ts): title, body, the page to open, a tag. */
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch (_) {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof payload.title === "string" ? payload.title : "Gridiron Picks";
  const url = typeof payload.url === "string" && payload.url.startsWith("/") ? payload.url : "/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      tag: typeof payload.tag === "string" ? payload.tag : undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url },
    }),
  );
});

/** A click opens the notification's page: an open window of the app goes there, else a new one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? "/";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open)
        return open.focus().then((client) => (client ? client.navigate(target) : self.clients.openWindow(target)));
      return self.clients.openWindow(target);
    }),
  );
});
