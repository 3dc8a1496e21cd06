let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Start the server clock at `instant`; it then runs forward in real time. */
  startAt(instant: Date | string) {
    offsetMs = new Date(instant).getTime() - Date.now();
  },
  advance(ms: number) {
    offsetMs += ms;
  },
  reset() {
    offsetMs = 0;
  },
};
