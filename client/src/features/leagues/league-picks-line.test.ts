import { describe, expect, it } from "vitest";
import { sideLineText } from "./league-picks-line";

describe("a side's line on a spread card", () => {
  it("gives the home team its line and the away team the negation, with a true minus sign", () => {
    expect(sideLineText(-3.5, "HOME")).toBe("\u22123.5");
    expect(sideLineText(-3.5, "AWAY")).toBe("+3.5");
    expect(sideLineText(7, "HOME")).toBe("+7");
    expect(sideLineText(7, "AWAY")).toBe("\u22127");
  });

  it("reads a pick'em as Even for both sides and shows nothing without a line", () => {
    expect(sideLineText(0, "HOME")).toBe("Even");
    expect(sideLineText(0, "AWAY")).toBe("Even");
    expect(sideLineText(null, "HOME")).toBeNull();
  });
});
