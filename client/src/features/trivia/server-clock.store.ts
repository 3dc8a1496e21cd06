import type { ClockSample } from "@shared/realtime/clock-offset";
import { create } from "zustand";
import { clockSample, measureOffset, withSample } from "./server-clock";

interface ServerClockState {
  samples: ClockSample[];
  /** The server clock's lead over this browser's; every countdown reads it. */
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
