import { describe, expect, it } from "vitest";
import { clockOffset, msBefore, offsetOnArrival, remainingSeconds } from "./clock-offset.ts";

describe("the server clock offset", () => {
  it("is the server's reading minus the midpoint of the round trip", () => {
    expect(clockOffset([{ sentAt: 1_000, receivedAt: 1_100, serverNow: 61_050 }])).toBe(60_000);
  });

  it("trusts the sample with the shortest round trip", () => {
    const samples = [
      { sentAt: 0, receivedAt: 900, serverNow: 5_100 },
      { sentAt: 1_000, receivedAt: 1_020, serverNow: 6_010 },
      { sentAt: 2_000, receivedAt: 2_400, serverNow: 7_050 },
    ];
    expect(clockOffset(samples)).toBe(5_000);
  });

  it("is 0 without a sample", () => {
    expect(clockOffset([])).toBe(0);
  });

  it("is the server's reading minus the arrival time when only the arrival is known", () => {
    expect(offsetOnArrival("2024-11-23T16:31:00.000Z", Date.parse("2024-11-23T16:30:00.000Z"))).toBe(60_000);
    expect(offsetOnArrival("2024-11-23T16:29:59.250Z", Date.parse("2024-11-23T16:30:00.000Z"))).toBe(-750);
  });

  it("is unknown from an unreadable server time or before anything arrived", () => {
    expect(offsetOnArrival("soon", 1_000)).toBeNull();
    expect(offsetOnArrival(undefined, 1_000)).toBeNull();
    expect(offsetOnArrival("2024-11-23T16:30:00.000Z", 0)).toBeNull();
  });
});

describe("the seconds remaining", () => {
  it("count whole seconds up in server time and stop at 0", () => {
    expect(remainingSeconds(20_000, 10_000, 0)).toBe(10);
    expect(remainingSeconds(20_000, 10_001, 0)).toBe(10);
    expect(remainingSeconds(20_000, 10_000, 5_500)).toBe(5);
    expect(remainingSeconds(20_000, 30_000, 0)).toBe(0);
  });

  it("count milliseconds the same way, in server time and stopping at 0", () => {
    expect(msBefore(20_000, 10_000, 5_500)).toBe(4_500);
    expect(msBefore(20_000, 30_000, 0)).toBe(0);
  });
});
