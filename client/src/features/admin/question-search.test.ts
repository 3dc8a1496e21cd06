import type { TriviaQuestionDto } from "@shared/contracts/trivia-questions";
import { describe, expect, it } from "vitest";
import { filterQuestions, listSummary } from "./question-search";

const question = (id: string, overrides: Partial<TriviaQuestionDto> = {}): TriviaQuestionDto => ({
  id,
  question: "What is the mascot of Alabama?",
  correctAnswer: "Crimson Tide",
  incorrectAnswers: ["Tigers", "Bulldogs", "Gators"],
  category: "fun_facts",
  difficulty: "easy",
  explanation: null,
  scheduledDate: null,
  isActive: true,
  createdAt: "2024-11-23T16:30:00.000Z",
  leagueId: null,
  askable: true,
  askableFrom: null,
  ...overrides,
});

const bank = [
  question("a"),
  question("b", {
    question: "Which conference is Oregon in?",
    correctAnswer: "Big Ten",
    incorrectAnswers: ["Pac-12", "SEC", "ACC"],
    category: "conference",
  }),
  question("c", {
    question: "Who won the Rose Bowl?",
    correctAnswer: "Ohio State",
    explanation: "41-21 over Oregon",
    scheduledDate: "2024-12-01",
    category: "historical",
  }),
];

describe("the question list search", () => {
  it("shows everything for a blank term", () => {
    expect(filterQuestions(bank, "  ")).toBe(bank);
  });

  it("matches question text, answers and explanations, ignoring case", () => {
    expect(filterQuestions(bank, "OREGON").map((q) => q.id)).toEqual(["b", "c"]);
    expect(filterQuestions(bank, "pac-12").map((q) => q.id)).toEqual(["b"]);
  });

  it("matches the category label and the scheduled date", () => {
    expect(filterQuestions(bank, "fun facts").map((q) => q.id)).toEqual(["a"]);
    expect(filterQuestions(bank, "2024-12").map((q) => q.id)).toEqual(["c"]);
  });
});

describe("the question list summary", () => {
  it("counts a list shown in full", () => {
    expect(listSummary(1, 1, 1)).toBe("1 question");
    expect(listSummary(3, 3, 3)).toBe("3 questions");
  });

  it("says how much of a long list is shown", () => {
    expect(listSummary(50, 1040, 1040)).toBe("Showing 50 of 1,040 questions");
    expect(listSummary(12, 12, 1040)).toBe("Showing 12 of 12 matches (1,040 questions in all)");
  });
});
