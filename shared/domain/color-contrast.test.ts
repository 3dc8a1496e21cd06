import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composite, contrastRatio, hexToOklch, oklchToHex, shiftLightnessUntil } from "./color-contrast.ts";

const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);

describe("colour contrast", () => {
  it("gives WCAG's ratios: 21 for black on white, 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#3b82f6")).toBeCloseTo(3.68, 2);
    expect(contrastRatio("#3b82f6", "#ffffff")).toBe(contrastRatio("#ffffff", "#3b82f6"));
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("composites a translucent colour over a surface as the browser paints it", () => {
    expect(composite("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(composite("#3b82f6", "#ffffff", 1)).toBe("#3b82f6");
    expect(composite("#3b82f6", "#ffffff", 0)).toBe("#ffffff");
  });

  it("converts to OKLCH and back to the same colour", () => {
    expect(hexToOklch("#ffffff")!.l).toBeCloseTo(1, 4);
    expect(hexToOklch("#000000")!.l).toBeCloseTo(0, 4);
    fc.assert(
      fc.property(hexColor, (hex) => {
        expect(oklchToHex(hexToOklch(hex)!)).toBe(hex);
      }),
    );
  });

  it("brings a colour out of sRGB back in by lowering its chroma", () => {
    expect(oklchToHex({ l: 0.9, c: 0.4, h: 30 })).toMatch(/^#[0-9a-f]{6}$/);
    expect(oklchToHex({ l: 1, c: 0.3, h: 200 })).toBe("#ffffff");
  });

  it("shifts lightness only as far as needed, and not at all when the colour already passes", () => {
    expect(shiftLightnessUntil("#3B82F6", "black", () => true)).toBe("#3b82f6");
    const shifted = shiftLightnessUntil("#3b82f6", "black", (c) => contrastRatio(c, "#ffffff") >= 4.5);
    expect(contrastRatio(shifted, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shifted, "#ffffff")).toBeLessThan(4.8);
    expect(shiftLightnessUntil("#123456", "white", () => false)).toBe("#ffffff");
  });
});
