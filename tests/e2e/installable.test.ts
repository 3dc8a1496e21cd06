import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findChromium } from "../support/ensure-chromium.ts";
import { newSubscriptionKeys } from "../support/web-push-decrypt.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { signInAs } from "./support/session.ts";

const browser = useBrowser();

/** Waits until the page's service worker is active and controls it (the app registers it after load). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

/**
 * What Chromium says keeps the app from being installed (its own check, which Lighthouse's former
 * installable audit ran), from a profile on disk: the suite's contexts are incognito, where
 * Chromium installs nothing.
 */
async function installabilityErrors(path: string) {
  const profile = mkdtempSync(join(tmpdir(), "installable-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    baseURL: baseUrl(),
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return [...manifest.errors.map((e) => e.message), ...installabilityErrors.map((e) => e.errorId)];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

describe("the installable app", () => {
  it('has a manifest and a service worker Chromium finds installable, and shows "You\'re offline" without a network', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/how-it-works");
    await controlled(page);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? (await fetch(href)).json() : null;
    });
    expect(manifest).toMatchObject({ name: "Gridiron Picks", display: "standalone", start_url: "/" });
    expect(await installabilityErrors("/how-it-works")).toEqual([]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
    }

    // The worker's build id names its cache: one cache, this build's.
    const caches = await page.evaluate(() => window.caches.keys());
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^gridiron-[0-9a-f]{16}$/);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "You're offline" }).waitFor();
    expect(await page.title()).toBe("You're offline — Gridiron Picks");
    await page.goto("/trivia");
    await page.getByRole("heading", { level: 1, name: "You're offline" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "You're offline" }).waitFor({ state: "detached" });
  });

  it("shows a pushed reminder through the service worker, with the page to open", async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(["notifications"]);
    await page.goto("/how-it-works");
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("ServiceWorker.enable");
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    const payload = {
      kind: "picks_lock",
      title: "Picks lock in 1 hour",
      body: "2 open games still to pick.",
      url: "/",
      tag: "picks-lock",
    };
    const deliver = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(page.url()).origin,
        registrationId,
        data: JSON.stringify(payload),
      });
    await deliver();
    // A push that reached a worker still starting shows nothing: sent again (its tag replaces, never adds) until one shows.
    await expect
      .poll(async () => {
        const shown = await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data,
          })),
        );
        if (shown.length === 0) await deliver();
        return shown;
      })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: "/" } }]);
  });

  it("turns reminders on in Profile, asking permission only on that click, and sends this device's subscription", async () => {
    const page = await browser.newPage();
    await signInAs(page, "reminders@example.com", "reminder_fan");
    await page.context().grantPermissions(["notifications"]);
    await page.addInitScript(() => {
      const w = window as unknown as { permissionAsks: number };
      w.permissionAsks = 0;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => {
        w.permissionAsks++;
        return ask(...args);
      };
    });
    await page.goto("/profile");
    await controlled(page);
    await page.reload();
    const toggle = page.getByRole("switch", { name: "Remind me on this device" });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(0);

    // Headless Chromium without a network push service (no FCM here) cannot subscribe: then the
    // browser's subscription is stood in for, with keys a real one has, and the request is checked.
    const keys = newSubscriptionKeys().keys;
    const endpoint = "https://push.example.test/send/reminder-fan";
    const real = await page.evaluate(async () => {
      try {
        const reg = await navigator.serviceWorker.ready;
        const key = await (await fetch("/api/push/key")).json();
        const bytes = Uint8Array.from(atob(key.publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
          c.charCodeAt(0),
        );
        const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
        await sub.unsubscribe();
        return "subscribed";
      } catch (error) {
        return String(error);
      }
    });
    if (real !== "subscribed") {
      await page.evaluate(
        ({ endpoint, keys }) => {
          const fake = {
            endpoint,
            unsubscribe: async () => true,
            toJSON: () => ({ endpoint, expirationTime: null, keys }),
          };
          let current: typeof fake | null = null;
          PushManager.prototype.subscribe = async () => {
            current = fake;
            return fake as unknown as PushSubscription;
          };
          PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription | null;
        },
        { endpoint, keys },
      );
    }

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/push/subscriptions") && r.method() === "POST");
    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST",
    );
    await toggle.click();
    const body = (await sent).postDataJSON();
    expect((await answered).status()).toBe(200);
    expect(await (await answered).json()).toEqual({ devices: 1 });
    expect(body.endpoint).toMatch(/^https:\/\//);
    expect(body.keys.p256dh).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(body.keys.auth).toMatch(/^[A-Za-z0-9_-]{22}$/);
    if (real !== "subscribed") expect(body).toEqual({ endpoint, expirationTime: null, keys });
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(1);
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");

    const removed = page.waitForRequest((r) => r.url().endsWith("/api/push/subscriptions") && r.method() === "DELETE");
    await toggle.click();
    expect((await removed).postDataJSON()).toEqual({ endpoint: body.endpoint });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");

    await page.getByRole("combobox", { name: "Trivia reminder" }).click();
    await page.getByRole("option", { name: "6:00 PM CT" }).click();
    await expect.poll(() => page.getByRole("combobox", { name: "Trivia reminder" }).textContent()).toBe("6:00 PM CT");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
