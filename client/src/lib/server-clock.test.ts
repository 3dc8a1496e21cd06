import { describe, expect, it } from "vitest";
import {
  clockSample,
  limitSecondsOf,
  measureOffset,
  msLeft,
  msUntilNextSecond,
  msUntilNextTick,
  nextInstantAfter,
  RECENT_SAMPLES,
  remainingSeconds,
  serverClockOffset,
  serverDate,
  serverToday,
  timedCall,
  useServerClock,
  withSample,
} from "./server-clock";

const at = (iso: string) => Date.parse(iso);

describe("the server clock from one answer", () => {
  it("is serverNow minus the local time the answer arrived, and 0 when either is unreadable", () => {
    expect(serverClockOffset("2024-11-23T18:30:00.000Z", at("2024-11-23T18:00:00.000Z"))).toBe(30 * 60_000);
    expect(serverClockOffset(undefined, 1)).toBe(0);
    expect(serverClockOffset("soon", 1)).toBe(0);
  });

  it("reads the server's time from this browser's through the offset", () => {
    expect(serverDate(-5000, at("2024-11-23T16:30:05.000Z")).toISOString()).toBe("2024-11-23T16:30:00.000Z");
  });
});

describe("the week's countdowns on the server clock", () => {
  it("tick when the countdown text changes: each whole minute, and at kickoff", () => {
    expect(msUntilNextTick(0)).toBeNull();
    expect(msUntilNextTick(-5)).toBeNull();
    expect(msUntilNextTick(90_000)).toBe(30_001);
    expect(msUntilNextTick(120_000)).toBe(1);
    expect(msUntilNextTick(500)).toBe(501);
  });

  it("wake at the next of the week's kickoffs after now", () => {
    expect(nextInstantAfter([30, 10, 20], 10)).toBe(20);
    expect(nextInstantAfter([30, 10], 30)).toBeNull();
  });
});

describe("measuring the server clock's offset", () => {
  it("compares serverNow with the midpoint of the round trip", () => {
    const sentAt = at("2024-11-23T16:30:00.000Z");
    const sample = clockSample("2024-11-23T16:30:05.100Z", sentAt, sentAt + 200)!;
    expect(measureOffset([sample])).toBe(5000);
  });

  it("is negative when this browser's clock runs ahead of the server's", () => {
    const sentAt = at("2024-11-23T16:30:10.000Z");
    expect(measureOffset([clockSample("2024-11-23T16:30:00.050Z", sentAt, sentAt + 100)!])).toBe(-10_000);
  });

  it("trusts the quietest of the recent round trips, and keeps only the latest few", () => {
    const slow = clockSample("2024-11-23T16:30:09.000Z", 1_000, 3_000)!;
    const quick = clockSample("2024-11-23T16:30:09.000Z", 5_000, 5_040)!;
    expect(measureOffset(withSample([slow], quick))).toBe(at("2024-11-23T16:30:09.000Z") - 5_020);
    const many = Array.from(
      { length: RECENT_SAMPLES + 2 },
      (_, i) => clockSample("2024-11-23T16:30:00.000Z", i, i + 1)!,
    );
    expect(many.reduce(withSample, [] as ReturnType<typeof withSample>)).toHaveLength(RECENT_SAMPLES);
  });

  it("re-measures from each timed call's round trip, for every countdown that reads it", async () => {
    useServerClock.setState({ samples: [], offsetMs: 0 });
    const serverNow = new Date(Date.now() + 60_000).toISOString();
    await expect(timedCall(async () => ({ serverNow, ok: true }))).resolves.toEqual({ serverNow, ok: true });
    expect(useServerClock.getState().samples).toHaveLength(1);
    expect(Math.abs(useServerClock.getState().offsetMs - 60_000)).toBeLessThan(1000);
  });

  it("ignores a sample without a readable server time or with a trip that ends before it starts", () => {
    expect(clockSample("not a date", 1000, 1100)).toBeNull();
    expect(clockSample("2024-11-23T16:30:00.000Z", 1100, 1000)).toBeNull();
    expect(measureOffset([])).toBe(0);
  });
});

describe("the seconds a countdown shows", () => {
  const deadline = "2024-11-23T16:30:10.000Z";
  const local = (iso: string) => at(iso) - 5000; // this browser runs 5 s behind the server

  it("reads the deadline on the server clock, through the offset", () => {
    expect(msLeft(deadline, local("2024-11-23T16:30:03.000Z"), 5000)).toBe(7000);
    expect(msLeft(at(deadline), local("2024-11-23T16:30:03.000Z"), 5000)).toBe(7000);
    expect(remainingSeconds(deadline, local("2024-11-23T16:30:03.000Z"), 5000)).toBe(7);
  });

  it("rounds up, so it shows 0 only once the deadline has passed", () => {
    expect(remainingSeconds(deadline, local("2024-11-23T16:30:09.999Z"), 5000)).toBe(1);
    expect(remainingSeconds(deadline, local("2024-11-23T16:30:10.000Z"), 5000)).toBe(0);
    expect(remainingSeconds(deadline, local("2024-11-23T16:30:42.000Z"), 5000)).toBe(0);
  });

  it("never shows more than the question's limit", () => {
    expect(remainingSeconds(deadline, local("2024-11-23T16:29:59.500Z"), 5000)).toBe(11);
    expect(remainingSeconds(deadline, local("2024-11-23T16:29:59.500Z"), 5000, 10)).toBe(10);
  });

  it("is the same for a reload or a second tab: only the deadline and the clock matter", () => {
    const firstTab = remainingSeconds(deadline, at("2024-11-23T16:30:04.200Z"), 0);
    const reloaded = remainingSeconds(deadline, local("2024-11-23T16:30:04.200Z"), 5000);
    expect(reloaded).toBe(firstTab);
  });

  it("ticks on the whole seconds before the deadline", () => {
    expect(msUntilNextSecond(7300)).toBe(300);
    expect(msUntilNextSecond(7000)).toBe(1000);
    expect(msUntilNextSecond(0)).toBeNull();
  });

  it("knows the countdown's length from the unlock time and the deadline", () => {
    expect(limitSecondsOf("2024-11-23T16:30:00.000Z", deadline)).toBe(10);
    expect(limitSecondsOf(null, deadline)).toBeUndefined();
  });
});

describe("today by the server's clock", () => {
  const receivedAt = Date.parse("2030-06-01T12:00:00Z");

  it("is the server's Central date, not the browser's", () => {
    expect(serverToday("2024-11-23T16:30:00Z", receivedAt, receivedAt + 60_000)).toBe("2024-11-23");
  });

  it("moves on with time: 11:30 PM CT plus an hour is the next day", () => {
    expect(serverToday("2024-11-24T05:30:00Z", receivedAt, receivedAt + 3_600_000)).toBe("2024-11-24");
    expect(serverToday("2024-11-24T05:30:00Z", receivedAt, receivedAt)).toBe("2024-11-23");
  });

  it("is unknown without a readable server time", () => {
    expect(serverToday("soon", receivedAt, receivedAt)).toBeNull();
  });
});
