import { create } from "zustand";
import { measureOffset, type ClockSample } from "./server-clock";

/** The latest measured lead of the server clock over this browser's; every countdown reads it. */
export const useServerClockOffset = create<{ offsetMs: number }>(() => ({ offsetMs: 0 }));

export function recordClockSample(sample: ClockSample) {
  const offsetMs = measureOffset(sample);
  if (offsetMs !== null) useServerClockOffset.setState({ offsetMs });
}

/** Runs a call that answers `serverNow` and measures the clock offset from its round trip. */
export async function timedCall<T extends { serverNow: string }>(call: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const result = await call();
  recordClockSample({ serverNow: result.serverNow, sentAt, receivedAt: Date.now() });
  return result;
}
