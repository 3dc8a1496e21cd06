import { describe, expect, it } from "vitest";
import { descriptionProblem, keepOffered, toLeagueGenerateBody, topicsProblem } from "./league-trivia";

describe("the league trivia generator's checks", () => {
  it("asks for a description before extracting topics", () => {
    expect(descriptionProblem("   ")).toBe("Please enter a description first");
    expect(descriptionProblem("Alabama fans")).toBeNull();
  });

  it("asks for at least one topic before generating", () => {
    expect(topicsProblem([])).toBe("Please select at least one topic");
    expect(topicsProblem(["Alabama"])).toBeNull();
  });

  it("keeps only selections a new extraction still offers", () => {
    expect(keepOffered(["Alabama", "SEC"], ["SEC", "Georgia"])).toEqual(["SEC"]);
  });
});

describe("the league trivia generate body", () => {
  it("clamps the count and leaves out an untouched date", () => {
    expect(toLeagueGenerateBody({ count: "40", topics: ["SEC"], scheduledDate: null })).toEqual({
      count: 20,
      topics: ["SEC"],
    });
    expect(toLeagueGenerateBody({ count: "", topics: ["SEC"], scheduledDate: "" })).toEqual({
      count: 5,
      topics: ["SEC"],
    });
  });

  it("sends a chosen date", () => {
    expect(toLeagueGenerateBody({ count: "3", topics: ["SEC"], scheduledDate: "2024-11-30" })).toMatchObject({
      scheduledDate: "2024-11-30",
    });
  });
});
