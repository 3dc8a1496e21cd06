import { describe, expect, it } from "vitest";
import { answered, day, question } from "./daily-trivia.fixtures";
import { withAnswer, withSubmitted, withUnlock } from "./trivia-cache";

const LEAGUE_ID = "7d0f6a3e-0000-4000-8000-000000000001";
const unlock = (questionId: string) => ({
  questionId,
  question: `Question ${questionId}?`,
  choices: ["A", "B", "C", "D"],
  unlockedAt: "2024-11-23T16:30:00.000Z",
  deadlineAt: "2024-11-23T16:30:10.000Z",
  serverNow: "2024-11-23T16:30:00.000Z",
});

describe("the cached day after a call", () => {
  it("starts the countdown of the unlocked question, in whichever set it is", () => {
    const daily = day([question("g1")], [{ leagueId: LEAGUE_ID, leagueName: "Alpha", questions: [question("l1")] }]);
    const next = withUnlock(withUnlock(daily, unlock("g1")), unlock("l1"));
    expect(next.globalTrivia.questions[0]).toMatchObject({
      status: "unlocked",
      question: "Question g1?",
      choices: ["A", "B", "C", "D"],
      deadlineAt: "2024-11-23T16:30:10.000Z",
    });
    expect(next.leagueTrivia[0]!.questions[0]!.status).toBe("unlocked");
    expect(daily.globalTrivia.questions[0]!.status).toBe("locked");
  });

  it("does not reopen a question that is already settled", () => {
    const daily = day([answered("g1", "A", true)]);
    expect(withUnlock(daily, unlock("g1")).globalTrivia.questions[0]!.status).toBe("answered");
  });

  it("stores an answer with its answer key, an empty one included", () => {
    const daily = day([question("g1", { status: "unlocked" }), question("g2")]);
    const response = {
      questionId: "g1",
      userAnswer: "",
      isCorrect: false,
      timedOut: true,
      pointsAwarded: 0,
      correctAnswer: "C",
      explanation: "Why",
    };
    const next = withAnswer(daily, response);
    expect(next.globalTrivia.questions[0]).toMatchObject({
      status: "answered",
      userAnswer: "",
      isCorrect: false,
      correctAnswer: "C",
      explanation: "Why",
    });
    expect(next.globalTrivia.questions[1]).toBe(daily.globalTrivia.questions[1]);
  });

  it("marks the global set submitted", () => {
    expect(withSubmitted(day([answered("g1", "A", true)])).globalTrivia.hasAnswered).toBe(true);
  });
});
