type Timer = (run: () => void, ms: number) => unknown;

/**
 * `run` once for a burst of calls: the first call starts a `delayMs` window, later calls in it
 * join it, and a call that arrives while `run` is under way runs it once more afterwards (it may
 * have read the database before that change). Returns the trigger.
 */
export function coalesce(run: () => Promise<void>, delayMs: number, setTimer: Timer = setTimeout): () => void {
  let scheduled = false;
  let running = false;
  let again = false;

  const fire = async () => {
    scheduled = false;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await run();
    } finally {
      running = false;
      if (again) {
        again = false;
        trigger();
      }
    }
  };

  const trigger = () => {
    if (scheduled) return;
    scheduled = true;
    setTimer(() => void fire(), delayMs);
  };
  return trigger;
}
