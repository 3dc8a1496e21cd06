import { describe, expect, it } from "vitest";
import { ndjsonReader, outcomeOf } from "./regrade-all";

describe("reading Regrade all's progress", () => {
  it("gives each line once it is complete, however the chunks split it", () => {
    const read = ndjsonReader();
    expect(read('{"done":0,"tot')).toEqual([]);
    expect(read('al":2}\n{"done":1,"total":2}\n{"do')).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
    ]);
    expect(read('ne":2,"total":2,"message":"Regrade complete!"}', true)).toEqual([
      { done: 2, total: 2, message: "Regrade complete!" },
    ]);
  });

  it("ends with the last line's message, and fails with its error or when the stream stopped early", () => {
    expect(outcomeOf({ done: 2, total: 2, message: "Regrade complete!" })).toEqual({
      done: 2,
      total: 2,
      message: "Regrade complete!",
    });
    expect(() => outcomeOf({ done: 1, total: 2, error: "Failed to regrade every game. Please try again." })).toThrow(
      "Failed to regrade every game",
    );
    expect(() => outcomeOf({ done: 1, total: 2 })).toThrow("Failed to regrade every game");
    expect(() => outcomeOf(null)).toThrow("Failed to regrade every game");
  });
});
