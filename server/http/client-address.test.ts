import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isTrustedProxy } from "./client-address.ts";

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses from every other", () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(local)).toBe(true);
    for (const remote of ["192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "1270.0.0.1"])
      expect(isLoopbackAddress(remote)).toBe(false);
  });
});

describe("isTrustedProxy", () => {
  it("trusts loopback peers by keyword and others only by their exact address", () => {
    expect(isTrustedProxy("127.0.0.1", ["loopback"])).toBe(true);
    expect(isTrustedProxy("::ffff:127.0.0.1", ["loopback"])).toBe(true);
    expect(isTrustedProxy("10.0.0.5", ["loopback"])).toBe(false);
    expect(isTrustedProxy("::ffff:10.0.0.5", ["10.0.0.5"])).toBe(true);
    expect(isTrustedProxy("10.0.0.50", ["10.0.0.5"])).toBe(false);
    expect(isTrustedProxy("127.0.0.1", [])).toBe(false);
  });
});
