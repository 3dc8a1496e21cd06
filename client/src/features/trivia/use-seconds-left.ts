import { useEffect, useState } from "react";
import { msLeft, msUntilNextSecond, remainingSeconds, useServerClock } from "@/lib/server-clock";

/**
 * The seconds left until `deadlineAt` on the server's clock, re-read on each whole second (RULES
 * §9 tick 1 s) while `running`; when it stops (an answer was chosen) the value stays where it was.
 */
export function useSecondsLeft(
  deadlineAt: string | null,
  limitSeconds: number | undefined,
  running: boolean,
): number | null {
  const offsetMs = useServerClock((s) => s.offsetMs);
  const read = () => (deadlineAt ? remainingSeconds(deadlineAt, Date.now(), offsetMs, limitSeconds) : null);
  const [seconds, setSeconds] = useState(read);

  useEffect(() => {
    if (!deadlineAt || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setSeconds(remainingSeconds(deadlineAt, Date.now(), offsetMs, limitSeconds));
      const delay = msUntilNextSecond(msLeft(deadlineAt, Date.now(), offsetMs));
      if (delay !== null) timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadlineAt, offsetMs, limitSeconds, running]);

  return seconds;
}
