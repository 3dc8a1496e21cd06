import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leagueDescriptionSchema, leagueNameSchema, leagueSlugSchema, slugFromName } from "./slug.ts";

const message = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message ?? null;

describe("slugFromName", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugFromName("Friday Night Lights")).toBe("friday-night-lights");
  });

  it("strips punctuation", () => {
    expect(slugFromName("Roll Tide! (2025) & Friends")).toBe("roll-tide-2025-friends");
    expect(slugFromName("Bob's S.E.C. Crew")).toBe("bobs-sec-crew");
  });

  it("keeps existing hyphens and collapses runs into one", () => {
    expect(slugFromName("  Big  Ten -- Fans ")).toBe("big-ten-fans");
  });

  it("folds accents and drops other non-ASCII characters", () => {
    expect(slugFromName("Café Fútbol 🏈 Club")).toBe("cafe-futbol-club");
  });

  it("cuts to 50 characters without a trailing hyphen", () => {
    const slug = slugFromName(`${"a".repeat(49)} bcd`);
    expect(slug).toBe("a".repeat(49));
    expect(slugFromName("x".repeat(80))).toHaveLength(50);
  });

  it("produces a slug that passes the slug rule whenever it is 3 or more characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const slug = slugFromName(name);
        expect(slug.length).toBeLessThanOrEqual(50);
        if (slug.length >= 3) expect(leagueSlugSchema.safeParse(slug).success).toBe(true);
      }),
    );
  });
});

describe("league fields", () => {
  it("needs a name of 3 to 50 characters after trimming", () => {
    expect(leagueNameSchema.parse("  Gators  ")).toBe("Gators");
    expect(message(leagueNameSchema, " ab ")).toBe("League name must be at least 3 characters");
    expect(message(leagueNameSchema, "n".repeat(51))).toBe("League name must be at most 50 characters");
  });

  it("needs a slug of 3 to 50 lowercase letters, digits and hyphens", () => {
    expect(leagueSlugSchema.parse("sec-fans-2025")).toBe("sec-fans-2025");
    expect(message(leagueSlugSchema, "ab")).toBe("League URL must be at least 3 characters");
    expect(message(leagueSlugSchema, "s".repeat(51))).toBe("League URL must be at most 50 characters");
    expect(message(leagueSlugSchema, "SEC_fans")).toBe(
      "League URL can only contain lowercase letters, numbers, and hyphens",
    );
  });

  it("allows a missing description or one up to 500 characters", () => {
    expect(leagueDescriptionSchema.parse(undefined)).toBeUndefined();
    expect(leagueDescriptionSchema.parse("d".repeat(500))).toHaveLength(500);
    expect(message(leagueDescriptionSchema, "d".repeat(501))).toBe("Description must be at most 500 characters");
  });
});
