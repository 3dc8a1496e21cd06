import { describe, expect, it } from "vitest";
import {
  canCreate,
  emptyManualQuestion,
  type ManualQuestionDraft,
  questionIssues,
  toCreateBody,
} from "./manual-question";

const filled: ManualQuestionDraft = {
  ...emptyManualQuestion,
  question: "  Which school's mascot is Bevo?  ",
  correctAnswer: " Texas ",
  incorrectAnswers: [" Oklahoma ", "Texas A&M", "Baylor"],
};

describe("the Add Manual form's Create button", () => {
  it("is disabled on an empty form", () => {
    expect(canCreate(emptyManualQuestion)).toBe(false);
  });

  it("needs question, correct answer and incorrect answer 1, not answers 2 and 3", () => {
    const three = { ...filled, incorrectAnswers: ["Oklahoma", "", ""] as [string, string, string] };
    expect(canCreate(three)).toBe(true);
    expect(canCreate({ ...three, question: "   " })).toBe(false);
    expect(canCreate({ ...three, correctAnswer: "" })).toBe(false);
    expect(canCreate({ ...three, incorrectAnswers: [" ", "Baylor", "Rice"] })).toBe(false);
  });
});

describe("the create body", () => {
  it("trims every text and leaves out a blank explanation and date", () => {
    expect(toCreateBody(filled)).toEqual({
      question: "Which school's mascot is Bevo?",
      correctAnswer: "Texas",
      incorrectAnswers: ["Oklahoma", "Texas A&M", "Baylor"],
      category: "historical",
      difficulty: "medium",
    });
  });

  it("keeps a given explanation and scheduled date", () => {
    const body = toCreateBody({ ...filled, explanation: " A longhorn steer. ", scheduledDate: "2024-11-30" });
    expect(body).toMatchObject({ explanation: "A longhorn steer.", scheduledDate: "2024-11-30" });
  });
});

describe("what the server would refuse", () => {
  it("finds nothing in a complete question", () => {
    expect(questionIssues(filled)).toEqual({});
  });

  it("names each missing incorrect answer", () => {
    const issues = questionIssues({ ...filled, incorrectAnswers: ["Oklahoma", "", " "] });
    expect(issues).toEqual({
      incorrect1: "Incorrect answer 2 is required",
      incorrect2: "Incorrect answer 3 is required",
    });
  });

  it("reports a question that is too short", () => {
    expect(questionIssues({ ...filled, question: "Bevo?" }).question).toBe("Question must be at least 10 characters");
  });

  it("reports answers that repeat each other", () => {
    const issues = questionIssues({ ...filled, incorrectAnswers: ["texas", "Baylor", "Rice"] });
    expect(issues.incorrectAnswers).toBe("The correct answer and the incorrect answers must all be different");
  });
});
