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

/** Why this browser could not turn reminders on (reminder-failure.ts says it to the player). */
export type PushSetupReason = "unsupported" | "denied" | "dismissed" | "no-worker" | "browser-refused";

export class PushSetupError extends Error {
  constructor(
    readonly reason: PushSetupReason,
    /** The browser's own error, when it threw one (its DOMException name says why). */
    readonly browserError?: unknown,
  ) {
    super(`Push setup failed: ${reason}`);
    this.name = "PushSetupError";
  }
}

/** How long the service worker may take to be ready before the app says it is not running. */
const WORKER_WAIT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await registration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError("no-worker")), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for permission (this is the one place), then subscribes with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (pushSupport() === "unsupported") throw new PushSetupError("unsupported");
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushSetupError("denied");
  if (permission !== "granted") throw new PushSetupError("dismissed");
  const reg = await readyRegistration();
  try {
    const existing = await reg.pushManager.getSubscription();
    const subscription =
      existing ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return subscription.toJSON();
  } catch (error) {
    throw new PushSetupError("browser-refused", error);
  }
}
