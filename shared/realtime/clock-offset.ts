/** One reading of the server's clock: when the client asked, when the answer came, what it said. */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverNow: number;
}

/**
 * The server clock minus the client's, NTP-style: the server read its clock about halfway through
 * the round trip, and of several samples the one with the shortest round trip is the least
 * disturbed by queueing on either side.
 */
export function clockOffset(samples: readonly ClockSample[]): number {
  if (samples.length === 0) return 0;
  const best = samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a));
  return best.serverNow - (best.sentAt + best.receivedAt) / 2;
}

/** Whole seconds left before a server-clock deadline, as the client sees it now; never below 0. */
export function remainingSeconds(deadlineAt: number, clientNow: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((deadlineAt - (clientNow + offsetMs)) / 1000));
}
