/**
 * This browser's side of Web Push (docs/decisions/034): whether it can, its current subscription,
 * and subscribing with the server's VAPID key. Permission is asked only inside `subscribeDevice`,
 * which the Profile's switch calls on a click.
 */

export type PushSupport = "supported" | "unsupported" | "blocked";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window)) {
    return "unsupported";
  }
  if (!("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "blocked" : "supported";
}

/** The service worker's registration, once one controls this origin (undefined without one). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration("/");
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

export class PushDeniedError extends Error {}

/** Asks for permission (this is the one place), then subscribes with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushDeniedError("Notifications are blocked for this site");
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}
