/**
 * The countdown runs on the server's clock (it owns each deadline); this browser's clock may be off
 * by any amount, so every server answer carrying `serverNow` is used to measure the difference.
 */
export interface ClockSample {
  /** The server's clock when it answered (ISO). */
  serverNow: string;
  /** This browser's Date.now() when the request left and when its answer arrived. */
  sentAt: number;
  receivedAt: number;
}

/**
 * The server clock's lead over this browser's, in ms: the server read its clock about halfway
 * through the round trip, so it is compared with the trip's midpoint. Null for an unusable sample.
 */
export function measureOffset({ serverNow, sentAt, receivedAt }: ClockSample): number | null {
  const server = Date.parse(serverNow);
  if (!Number.isFinite(server) || !(receivedAt >= sentAt)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Milliseconds until the deadline, on the server's clock; 0 once it has passed. */
export function msLeft(deadlineAt: string, localNow: number, offsetMs: number): number {
  const deadline = Date.parse(deadlineAt);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, deadline - (localNow + offsetMs));
}

/**
 * The whole seconds a countdown badge shows: rounded up, so it reads 0 only once time is up, and
 * never above the question's limit (a small measuring error must not show 11 of 10 seconds).
 */
export function remainingSeconds(deadlineAt: string, localNow: number, offsetMs: number, limitSeconds?: number): number {
  const seconds = Math.ceil(msLeft(deadlineAt, localNow, offsetMs) / 1000);
  return limitSeconds === undefined ? seconds : Math.min(seconds, Math.max(0, limitSeconds));
}

/** How long until the shown seconds next drop (ticks land on whole seconds before the deadline); null once it has passed. */
export function msUntilNextSecond(leftMs: number): number | null {
  if (!(leftMs > 0)) return null;
  return leftMs % 1000 || 1000;
}

/** The countdown's length as the server set it: deadline minus unlock time, in whole seconds. */
export function limitSecondsOf(unlockedAt: string | null, deadlineAt: string): number | undefined {
  if (!unlockedAt) return undefined;
  const length = Date.parse(deadlineAt) - Date.parse(unlockedAt);
  return Number.isFinite(length) ? Math.round(length / 1000) : undefined;
}
