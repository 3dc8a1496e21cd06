import type { LiveRoomSink, LiveStatus } from "../../client/src/lib/realtime.ts";

/** A store stand-in for the client's connector: keeps every status and the latest state, and waits for one. */
export function recordingSink<State>() {
  const statuses: LiveStatus[] = [];
  let state: State | undefined;
  let error: string | undefined;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of waiters) check();
  };
  const sink: LiveRoomSink<State> = {
    status(status, message) {
      statuses.push(status);
      error = message;
      changed();
    },
    state(next) {
      state = next;
      changed();
    },
  };
  return {
    sink,
    statuses,
    get state() {
      return state;
    },
    get error() {
      return error;
    },
    /** Resolves with `read()`'s first truthy value, checked now and after every status or state. */
    until<T>(read: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const value = read();
          if (value === undefined || value === false) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(value);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; statuses so far: ${statuses.join(", ")}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
