import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexToRgb, isHexColor, readableForeground, relativeLuminance, teamColorFor } from "./team-color.ts";

describe("isHexColor", () => {
  it("accepts # plus 6 hex digits in either case", () => {
    expect(isHexColor("#3b82f6")).toBe(true);
    expect(isHexColor("#BA0C2F")).toBe(true);
  });

  it("rejects anything else", () => {
    for (const bad of ["3b82f6", "#abc", "#3b82f6ff", "#gggggg", " #3b82f6", "", null, undefined, 123]) {
      expect(isHexColor(bad)).toBe(false);
    }
  });
});

describe("teamColorFor", () => {
  it("uses the team colour with a single leading #", () => {
    expect(teamColorFor({ color: "ba0c2f", altColor: "000000" })).toBe("#ba0c2f");
    expect(teamColorFor({ color: "#BA0C2F" })).toBe("#ba0c2f");
    expect(teamColorFor({ color: "##ba0c2f" })).toBe("#ba0c2f");
  });

  it("falls back to the alternate colour", () => {
    expect(teamColorFor({ color: null, altColor: "#FFFFFF" })).toBe("#ffffff");
    expect(teamColorFor({ color: "", altColor: "000000" })).toBe("#000000");
  });

  it("skips a colour that is not 6 hex digits", () => {
    expect(teamColorFor({ color: "#abc", altColor: "123456" })).toBe("#123456");
  });

  it("falls back to 3b82f6 when the team has no usable colour", () => {
    expect(teamColorFor({})).toBe("#3b82f6");
    expect(teamColorFor({ color: "null", altColor: "  " })).toBe("#3b82f6");
  });

  it("always yields a valid favourite colour", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (color, altColor) => {
        expect(isHexColor(teamColorFor({ color, altColor }))).toBe(true);
      }),
    );
  });
});

describe("colour conversions", () => {
  it("reads hex into RGB", () => {
    expect(hexToRgb("#3b82f6")).toEqual({ r: 59, g: 130, b: 246 });
    expect(hexToRgb("nope")).toBeNull();
  });

  it("computes relative luminance from black to white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
  });

  it("picks white text on dark colours and black text on light ones", () => {
    expect(readableForeground("#000000")).toBe("white");
    expect(readableForeground("#ba0c2f")).toBe("white");
    expect(readableForeground("#ffffff")).toBe("black");
    expect(readableForeground("#ffcd00")).toBe("black");
    expect(readableForeground("#xyz")).toBeNull();
  });
});
