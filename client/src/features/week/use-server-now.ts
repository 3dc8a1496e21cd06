import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

/** The server clock's lead over this browser's: serverNow minus the local time the answer arrived. */
export function serverClockOffset(serverNow: string | undefined, receivedAt: number): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
}

/**
 * Milliseconds until the countdown text next changes (its whole minutes drop, or "Locked" at
 * kickoff), at most a minute; null once kickoff has passed.
 */
export function msUntilNextTick(remainingMs: number): number | null {
  if (!(remainingMs > 0)) return null;
  return (remainingMs % MINUTE_MS) + 1;
}

/** The server's current time, re-read each time the countdown to `kickoffMs` would change (SPEC §4: every minute). */
export function useServerNow(offsetMs: number, kickoffMs: number): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = new Date(Date.now() + offsetMs);
      setNow(current);
      const delay = msUntilNextTick(kickoffMs - current.getTime());
      if (delay !== null) timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs, kickoffMs]);

  return now;
}
