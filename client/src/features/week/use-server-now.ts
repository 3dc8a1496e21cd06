import { offsetOnArrival } from "@shared/realtime/clock-offset";
import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

/** The server clock's lead over this browser's: serverNow minus the local time the answer arrived. */
export function serverClockOffset(serverNow: string | undefined, receivedAt: number): number {
  return offsetOnArrival(serverNow, receivedAt) ?? 0;
}

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
  const [reading, setReading] = useState(() => ({ now: new Date(Date.now() + offsetMs), offsetMs }));

  useEffect(() => {
    const read = () => setReading({ now: new Date(Date.now() + offsetMs), offsetMs });
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
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  const next = nextInstantAfter(instants, now.getTime());

  useEffect(() => {
    const read = () => setNow(new Date(Date.now() + offsetMs));
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
