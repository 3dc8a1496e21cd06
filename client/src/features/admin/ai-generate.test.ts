import { describe, expect, it } from "vitest";
import { aiGeneratedMessage, emptyAiGenerate, toAiGenerateBody } from "./ai-generate";

describe("the Generate with AI body", () => {
  it("asks for 5 questions of any kind by default", () => {
    expect(toAiGenerateBody(emptyAiGenerate)).toEqual({ count: 5 });
  });

  it("sends the ticked categories and difficulties, the date and a count clamped to 1 to 20", () => {
    const body = toAiGenerateBody({
      count: "50",
      categories: ["conference"],
      difficulties: ["easy", "hard"],
      scheduledDate: "2024-12-01",
    });
    expect(body).toEqual({
      count: 20,
      categories: ["conference"],
      difficulties: ["easy", "hard"],
      scheduledDate: "2024-12-01",
    });
  });
});

describe("the Generate with AI success message", () => {
  it("is the rules text without a date", () => {
    expect(aiGeneratedMessage(5)).toBe("Generated 5 AI trivia questions");
  });

  it("appends the scheduled date", () => {
    expect(aiGeneratedMessage(3, "2024-12-01")).toBe("Generated 3 AI trivia questions for 2024-12-01");
  });
});
