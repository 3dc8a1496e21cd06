import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  handleAvailabilityPrecheck,
  handleSchema,
  numberedHandle,
  profileHandleSchema,
  suggestHandle,
} from "./handle.ts";

const firstMessage = (schema: typeof handleSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("handleSchema", () => {
  it("accepts letters, digits and underscores and trims the value", () => {
    expect(handleSchema.parse("  Gator_Fan99 ")).toBe("Gator_Fan99");
  });

  it("rejects a handle under 3 characters with the rules' message", () => {
    expect(firstMessage(handleSchema, "ab")).toBe("Username must be at least 3 characters");
    expect(firstMessage(handleSchema, "   ")).toBe("Username must be at least 3 characters");
  });

  it("counts length after trimming", () => {
    expect(firstMessage(handleSchema, "  ab  ")).toBe("Username must be at least 3 characters");
  });

  it("rejects a handle over 20 characters with the rules' message", () => {
    expect(firstMessage(handleSchema, "a".repeat(21))).toBe("Username must be at most 20 characters");
    expect(handleSchema.safeParse("a".repeat(20)).success).toBe(true);
  });

  it("rejects other characters with the rules' message", () => {
    for (const bad of ["bad name", "dash-name", "dot.name", "émile", "emoji😀x"]) {
      expect(firstMessage(handleSchema, bad)).toBe("Username can only contain letters, numbers, and underscores");
    }
  });
});

describe("profileHandleSchema", () => {
  it("uses the combined length message for both bounds", () => {
    expect(firstMessage(profileHandleSchema, "ab")).toBe("Username must be 3-20 characters");
    expect(firstMessage(profileHandleSchema, "a".repeat(21))).toBe("Username must be 3-20 characters");
  });

  it("keeps the character rule", () => {
    expect(firstMessage(profileHandleSchema, "no way")).toBe(
      "Username can only contain letters, numbers, and underscores",
    );
  });
});

describe("handleAvailabilityPrecheck", () => {
  it("is idle when the trimmed handle is under 3 or over 20 characters", () => {
    expect(handleAvailabilityPrecheck(" ab ", { mode: "setup" })).toBe("idle");
    expect(handleAvailabilityPrecheck("a".repeat(21), { mode: "setup" })).toBe("idle");
  });

  it("is idle for a short handle even with invalid characters", () => {
    expect(handleAvailabilityPrecheck("a!", { mode: "setup" })).toBe("idle");
  });

  it("is unavailable immediately on invalid characters", () => {
    expect(handleAvailabilityPrecheck("bad name", { mode: "setup" })).toBe("unavailable");
    expect(handleAvailabilityPrecheck("bad-name", { mode: "profile", currentHandle: "me" })).toBe("unavailable");
  });

  it("asks the server for a valid handle", () => {
    expect(handleAvailabilityPrecheck(" good_name ", { mode: "setup" })).toBe("check");
  });

  it("is idle in profile edit when the value is empty or the current handle", () => {
    expect(handleAvailabilityPrecheck("  ", { mode: "profile", currentHandle: "me_123" })).toBe("idle");
    expect(handleAvailabilityPrecheck(" me_123 ", { mode: "profile", currentHandle: "me_123" })).toBe("idle");
  });

  it("checks a case change of the current handle in profile edit", () => {
    expect(handleAvailabilityPrecheck("Me_123", { mode: "profile", currentHandle: "me_123" })).toBe("check");
  });

  it("does not treat the current handle specially during setup", () => {
    expect(handleAvailabilityPrecheck("me_123", { mode: "setup", currentHandle: "me_123" })).toBe("check");
  });
});

describe("suggestHandle", () => {
  it("joins first and last name without non-alphanumerics, lowercased", () => {
    expect(suggestHandle("Mary-Jo", "O'Neil")).toBe("maryjooneil");
  });

  it("folds accents so letters are kept", () => {
    expect(suggestHandle("José", "Núñez")).toBe("josenunez");
  });

  it("falls back to user plus a number when the names give nothing", () => {
    expect(suggestHandle(null, undefined, () => 0)).toBe("user1000");
    expect(suggestHandle("!!", "", () => 0.5)).toBe("user5500");
    expect(suggestHandle("", "", () => 0.99999)).toBe("user9999");
  });

  it("cuts a long suggestion to 20 characters", () => {
    expect(suggestHandle("Bartholomew", "Montgomery-Smithson")).toBe("bartholomewmontgomer");
  });

  it("pads a suggestion shorter than 3 characters with digits", () => {
    expect(suggestHandle("Al", null, () => 0.42)).toBe("al4");
    expect(suggestHandle("Q", null, () => 0)).toBe("q00");
  });

  it("always suggests a handle that passes the handle rules", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (first, last, r) => {
          expect(handleSchema.safeParse(suggestHandle(first, last, () => r)).success).toBe(true);
        },
      ),
    );
  });
});

describe("numberedHandle", () => {
  it("keeps the suggestion first, then numbers it from 2", () => {
    expect(numberedHandle("jordanoneil", 1)).toBe("jordanoneil");
    expect(numberedHandle("jordanoneil", 2)).toBe("jordanoneil2");
    expect(numberedHandle("jordanoneil", 12)).toBe("jordanoneil12");
  });

  it("cuts a 20-character suggestion so the number fits", () => {
    expect(numberedHandle("bartholomewmontgomer", 2)).toBe("bartholomewmontgome2");
    expect(numberedHandle("bartholomewmontgomer", 10)).toBe("bartholomewmontgom10");
  });
});
