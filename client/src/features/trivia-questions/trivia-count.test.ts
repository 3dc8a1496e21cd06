import { describe, expect, it } from "vitest";
import { readTriviaCount, toggleIn } from "./trivia-count";

describe("the trivia count input", () => {
  it("keeps whole numbers from 1 to 20", () => {
    expect(readTriviaCount("1")).toBe(1);
    expect(readTriviaCount(" 12 ")).toBe(12);
    expect(readTriviaCount("20")).toBe(20);
  });

  it("clamps numbers outside 1 to 20", () => {
    expect(readTriviaCount("0")).toBe(1);
    expect(readTriviaCount("-4")).toBe(1);
    expect(readTriviaCount("21")).toBe(20);
  });

  it("falls back to the default 5 for blank or non-numeric input", () => {
    expect(readTriviaCount("")).toBe(5);
    expect(readTriviaCount("abc")).toBe(5);
  });
});

describe("a multi-select toggle", () => {
  const all = ["historical", "current", "conference", "fun_facts"];

  it("adds a value in the order of the full list", () => {
    expect(toggleIn(all, ["fun_facts"], "historical")).toEqual(["historical", "fun_facts"]);
  });

  it("removes a selected value", () => {
    expect(toggleIn(all, ["historical", "conference"], "historical")).toEqual(["conference"]);
  });
});
