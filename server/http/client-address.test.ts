import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./client-address.ts";

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses from every other", () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(local)).toBe(true);
    for (const remote of ["192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "1270.0.0.1"])
      expect(isLoopbackAddress(remote)).toBe(false);
  });
});
