import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newSubscriptionKeys } from "../support/web-push-decrypt.ts";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { signInAs } from "./support/session.ts";

const browser = useBrowser();

/** Profile, once the app's service worker controls it and the Reminders switch can be used. */
async function remindersSwitch(page: Page) {
  await page.goto("/profile");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
  await page.reload();
  const toggle = page.getByRole("switch", { name: "Remind me on this device" });
  await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
  return toggle;
}

describe("reminders that cannot be turned on", () => {
  it("say notifications are blocked, and where to allow them, when the player's browser denies permission", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, "reminders-denied@example.com", "denied_fan");
    const toggle = await remindersSwitch(page);
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    // The player blocks notifications for the site (as its settings would) before answering the switch.
    const cdp = await page.context().newCDPSession(page);
    const { browserContextId } = (await cdp.send("Target.getTargetInfo")).targetInfo;
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: new URL(page.url()).origin,
      browserContextId,
    });

    await toggle.click();
    const blocked = /Notifications are blocked for this site\. Allow them in your browser's site settings/;
    await page.getByText("Reminders not turned on").first().waitFor();
    await page.getByText(blocked).first().waitFor();
    // The card keeps saying so, and the switch stays off until the player allows them.
    await page.locator("p", { hasText: blocked }).waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await toggle.isDisabled()).toBe(true);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("give the server's refusal of this browser's push service, with what to do", async () => {
    const page = await browser.newPage();
    await signInAs(page, "reminders-refused@example.com", "refused_fan");
    await page.context().grantPermissions(["notifications"]);
    const toggle = await remindersSwitch(page);
    // A push service on a private address (as a hostile or broken browser would hand over): the server refuses it.
    const keys = newSubscriptionKeys().keys;
    await page.evaluate(
      ({ keys }) => {
        const endpoint = "https://169.254.169.254/latest/meta-data/";
        PushManager.prototype.getSubscription = async () => null;
        PushManager.prototype.subscribe = async () =>
          ({ endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) }) as unknown as PushSubscription;
      },
      { keys },
    );

    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST",
    );
    await toggle.click();
    expect((await answered).status()).toBe(400);
    await page
      .getByText(
        "A push endpoint must be a push service's public address. This browser's push service cannot be used: try another browser.",
      )
      .first()
      .waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("say why when the browser itself refuses to subscribe", async () => {
    const page = await browser.newPage();
    await signInAs(page, "reminders-offline@example.com", "offline_fan");
    await page.context().grantPermissions(["notifications"]);
    const toggle = await remindersSwitch(page);
    // Headless Chromium here has no push service to reach (no FCM): its real subscribe throws, as in a
    // window that cannot subscribe. Where it can, there is nothing to refuse.
    const real = await page.evaluate(async () => {
      try {
        const reg = await navigator.serviceWorker.ready;
        const key = await (await fetch("/api/push/key")).json();
        const bytes = Uint8Array.from(atob(key.publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
          c.charCodeAt(0),
        );
        await (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes })).unsubscribe();
        return "subscribed";
      } catch (error) {
        return (error as Error).name;
      }
    });
    if (real === "subscribed") return;
    await toggle.click();
    await page.getByText("Reminders not turned on").first().waitFor();
    const said =
      real === "NotAllowedError"
        ? /private and incognito windows usually refuse them/
        : real === "AbortError"
          ? /could not reach its push service/
          : /refused to set up reminders/;
    await page.getByText(said).first().waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
  });
});
