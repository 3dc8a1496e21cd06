import { describe, expect, it } from "vitest";
import {
  clockSample,
  limitSecondsOf,
  measureOffset,
  msLeft,
  msUntilNextSecond,
  RECENT_SAMPLES,
  remainingSeconds,
  withSample,
} from "./server-clock";

const at = (iso: string) => Date.parse(iso);

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
