import {
  type ClockSample,
  clockOffset,
  msBefore,
  remainingSeconds as secondsBefore,
} from "@shared/realtime/clock-offset";

/**
 * The countdown runs on the server's clock (it owns each deadline, decision record 006); this
 * browser's clock may be off by any amount, so each answer carrying `serverNow` is a sample of it.
 */

/** Samples kept: enough to find a quiet round trip, few enough that a clock change here is soon forgotten. */
export const RECENT_SAMPLES = 5;

/** A server answer's `serverNow` with this request's Date.now() when sent and received; null if unusable. */
export function clockSample(serverNow: string, sentAt: number, receivedAt: number): ClockSample | null {
  const server = Date.parse(serverNow);
  if (!Number.isFinite(server) || !(receivedAt >= sentAt)) return null;
  return { serverNow: server, sentAt, receivedAt };
}

export const withSample = (samples: readonly ClockSample[], sample: ClockSample) =>
  [...samples, sample].slice(-RECENT_SAMPLES);

/** The server clock's lead over this browser's in ms: serverNow minus the midpoint of the quietest recent round trip. */
export const measureOffset = (samples: readonly ClockSample[]) => Math.round(clockOffset(samples));

/** Milliseconds until the deadline, on the server's clock; 0 once it has passed. */
export function msLeft(deadlineAt: string, localNow: number, offsetMs: number): number {
  const deadline = Date.parse(deadlineAt);
  return Number.isFinite(deadline) ? msBefore(deadline, localNow, offsetMs) : 0;
}

/**
 * The whole seconds a countdown badge shows: rounded up, so it reads 0 only once time is up, and
 * never above the question's limit (a small measuring error must not show 11 of 10 seconds).
 */
export function remainingSeconds(
  deadlineAt: string,
  localNow: number,
  offsetMs: number,
  limitSeconds?: number,
): number {
  const deadline = Date.parse(deadlineAt);
  const seconds = Number.isFinite(deadline) ? secondsBefore(deadline, localNow, offsetMs) : 0;
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
