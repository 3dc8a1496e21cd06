import { describe, expect, it } from "vitest";
import { descriptionProblem, keepOffered, serverToday, toLeagueGenerateBody, topicsProblem } from "./league-trivia";

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

describe("today by the server's clock", () => {
  const receivedAt = Date.parse("2030-06-01T12:00:00Z");

  it("is the server's Central date, not the browser's", () => {
    expect(serverToday("2024-11-23T16:30:00Z", receivedAt, receivedAt + 60_000)).toBe("2024-11-23");
  });

  it("moves on with time: 11:30 PM CT plus an hour is the next day", () => {
    expect(serverToday("2024-11-24T05:30:00Z", receivedAt, receivedAt + 3_600_000)).toBe("2024-11-24");
    expect(serverToday("2024-11-24T05:30:00Z", receivedAt, receivedAt)).toBe("2024-11-23");
  });

  it("is unknown without a readable server time", () => {
    expect(serverToday("soon", receivedAt, receivedAt)).toBeNull();
  });
});
