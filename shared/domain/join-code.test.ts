import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generateJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
  STORED_JOIN_CODE_PATTERN,
} from "./join-code.ts";

describe("join codes", () => {
  it("are 10 uppercase characters from an alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateJoinCode();
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      expect(code).toMatch(STORED_JOIN_CODE_PATTERN);
    }
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(JOIN_CODE_LENGTH).toBeGreaterThanOrEqual(8);
  });

  it("do not repeat across ten thousand draws", () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateJoinCode()));
    expect(codes.size).toBe(10_000);
  });

  it("use every character of the alphabet about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_100; i++) for (const ch of generateJoinCode()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(JOIN_CODE_ALPHABET.length);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(700);
      expect(n).toBeLessThan(1_300);
    }
  });

  it("skip random bytes that would bias the alphabet (rejection sampling)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        let first = true;
        const code = generateJoinCode((buffer) => {
          buffer.set(first ? bytes : buffer.map((_, i) => i % 31));
          first = false;
          return buffer;
        });
        expect(code).toHaveLength(JOIN_CODE_LENGTH);
        const kept = [...bytes].filter((b) => b < 248).slice(0, JOIN_CODE_LENGTH);
        expect(code.startsWith(kept.map((b) => JOIN_CODE_ALPHABET[b % 31]).join(""))).toBe(true);
      }),
    );
  });

  it("are trimmed and uppercased as typed", () => {
    expect(normalizeJoinCode("  abcd2345 \n")).toBe("ABCD2345");
    expect(normalizeJoinCode("   ")).toBe("");
  });
});
