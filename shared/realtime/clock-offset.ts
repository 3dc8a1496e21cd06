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

/**
 * The offset from one answer whose send time is unknown: its `serverNow` taken as read when it
 * arrived (a round trip of 0); null when either reading is unusable.
 */
export function offsetOnArrival(serverNow: string | undefined, receivedAt: number): number | null {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  if (!Number.isFinite(server) || !(receivedAt > 0)) return null;
  return clockOffset([{ sentAt: receivedAt, receivedAt, serverNow: server }]);
}

/** Milliseconds left before a server-clock deadline, as the client sees it now; never below 0. */
export function msBefore(deadlineAt: number, clientNow: number, offsetMs: number): number {
  return Math.max(0, deadlineAt - (clientNow + offsetMs));
}

/** Whole seconds left before a server-clock deadline, as the client sees it now; never below 0. */
export function remainingSeconds(deadlineAt: number, clientNow: number, offsetMs: number): number {
  return Math.ceil(msBefore(deadlineAt, clientNow, offsetMs) / 1000);
}
