import { centralDateString } from "@shared/domain/central-time";
import {
  type ClockSample,
  clockOffset,
  msBefore,
  offsetOnArrival,
  remainingSeconds as secondsBefore,
} from "@shared/realtime/clock-offset";
import { useEffect, useState } from "react";
import { create } from "zustand";

/**
 * The server's clock, the one home for it in the client: the server owns every deadline and kickoff
 * (decision 006), and this browser's clock may be off by any amount. Each answer carrying `serverNow`
 * is a sample of the offset between them: the week's answer once (serverClockOffset), trivia's timed
 * calls each round trip (useServerClock). Countdowns, lock checks and "today" read through it.
 */

/** The server clock's lead over this browser's from one answer: serverNow minus the local time it arrived; 0 if unreadable. */
export function serverClockOffset(serverNow: string | undefined, receivedAt: number): number {
  return offsetOnArrival(serverNow, receivedAt) ?? 0;
}

/** The server's time now (or at the local time `localNow`), given its lead over this browser's clock. */
export const serverDate = (offsetMs: number, localNow = Date.now()) => new Date(localNow + offsetMs);

/**
 * Today's trivia day as the server sees it: the server's clock (`serverNow`, read when the answer
 * arrived at `receivedAt`) moved on to `now`, as a Central calendar date. The browser's own clock
 * may be set to another day.
 */
export function serverToday(serverNow: string, receivedAt: number, now: number): string | null {
  const offsetMs = offsetOnArrival(serverNow, receivedAt);
  return offsetMs === null ? null : centralDateString(serverDate(offsetMs, now));
}

const instant = (at: string | number) => (typeof at === "number" ? at : Date.parse(at));

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
export function msLeft(deadlineAt: string | number, localNow: number, offsetMs: number): number {
  const deadline = instant(deadlineAt);
  return Number.isFinite(deadline) ? msBefore(deadline, localNow, offsetMs) : 0;
}

/**
 * The whole seconds a countdown badge shows: rounded up, so it reads 0 only once time is up, and
 * never above the question's limit (a small measuring error must not show 11 of 10 seconds).
 */
export function remainingSeconds(
  deadlineAt: string | number,
  localNow: number,
  offsetMs: number,
  limitSeconds?: number,
): number {
  const deadline = instant(deadlineAt);
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

interface ServerClockState {
  samples: ClockSample[];
  /** The server clock's lead over this browser's; every trivia countdown reads it. */
  offsetMs: number;
}

export const useServerClock = create<ServerClockState>(() => ({ samples: [], offsetMs: 0 }));

/** Runs a call that answers `serverNow` and adds its round trip to the clock samples. */
export async function timedCall<T extends { serverNow: string }>(call: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const result = await call();
  const sample = clockSample(result.serverNow, sentAt, Date.now());
  if (sample) {
    const samples = withSample(useServerClock.getState().samples, sample);
    useServerClock.setState({ samples, offsetMs: measureOffset(samples) });
  }
  return result;
}

const MINUTE_MS = 60_000;

/**
 * Milliseconds until the countdown text next changes (its whole minutes drop, or "Locked" at
 * kickoff), at most a minute; null once kickoff has passed.
 */
export function msUntilNextTick(remainingMs: number): number | null {
  if (!(remainingMs > 0)) return null;
  return (remainingMs % MINUTE_MS) + 1;
}

/**
 * The server's current time, re-read each time the countdown to `kickoffMs` would change (RULES §4: every
 * minute) and at once when the offset changes. The time read at the first render holds until then, so
 * mounting a week of cards renders each once rather than twice.
 */
export function useServerNow(offsetMs: number, kickoffMs: number): Date {
  const [reading, setReading] = useState(() => ({ now: serverDate(offsetMs), offsetMs }));

  useEffect(() => {
    const read = () => setReading({ now: serverDate(offsetMs), offsetMs });
    if (reading.offsetMs !== offsetMs) return read();
    const delay = msUntilNextTick(kickoffMs - reading.now.getTime());
    if (delay === null) return;
    // Counted from the reading, which may be a moment old: a change already due is read at once.
    const sinceReading = Date.now() + offsetMs - reading.now.getTime();
    const timer = setTimeout(read, Math.max(0, delay - sinceReading));
    return () => clearTimeout(timer);
  }, [reading, offsetMs, kickoffMs]);

  return reading.now;
}

/** The longest wait setTimeout honours (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The server's current time, re-read only when it passes the next of `instants` (e.g. the week's kickoffs). */
export function useServerNowAt(offsetMs: number, instants: readonly number[]): Date {
  const [now, setNow] = useState(() => serverDate(offsetMs));
  const next = nextInstantAfter(instants, now.getTime());

  useEffect(() => {
    const read = () => setNow(serverDate(offsetMs));
    if (next === null) return;
    const timer = setTimeout(read, Math.min(MAX_TIMEOUT_MS, Math.max(0, next - (Date.now() + offsetMs)) + 1));
    return () => clearTimeout(timer);
  }, [next, offsetMs]);

  return now;
}

export function nextInstantAfter(instants: readonly number[], now: number): number | null {
  let next: number | null = null;
  for (const t of instants) if (t > now && (next === null || t < next)) next = t;
  return next;
}
