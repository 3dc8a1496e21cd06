import { describe, expect, it } from "vitest";
import {
  countdownAnnouncement,
  isEmptyDay,
  outcomeOf,
  shouldAutoSubmit,
  submitSummary,
  triviaProgress,
  triviaSets,
  triviaShareTextOf,
  unlockableAt,
} from "./daily-trivia";
import { answered, day, question } from "./daily-trivia.fixtures";

const LEAGUE = "7d0f6a3e-0000-4000-8000-000000000001";
const league = (name: string, questions = [question(`${name}-1`)]) => ({
  leagueId: `${LEAGUE}-${name}`,
  leagueName: name,
  questions,
});

describe("the day's sets", () => {
  it("put the global questions first, then the league sets in the server's order", () => {
    const sets = triviaSets(day([question("g1")], [league("Alpha"), league("Beta")]));
    expect(sets.map((s) => s.leagueName)).toEqual([null, "Alpha", "Beta"]);
  });

  it("leave out empty sets, and the day is empty when no set has a question", () => {
    expect(triviaSets(day([], [league("Alpha")])).map((s) => s.leagueName)).toEqual(["Alpha"]);
    expect(isEmptyDay(day([], [league("Alpha", [])]))).toBe(true);
    expect(isEmptyDay(day([question("g1")]))).toBe(false);
  });

  it("count answered and timed-out questions over every question on the page", () => {
    const global = [
      answered("g1", "A", true),
      question("g2", { status: "timed_out", userAnswer: "" }),
      question("g3", { status: "unlocked" }),
    ];
    expect(triviaProgress(day(global, [league("Alpha")]))).toEqual({ answered: 2, total: 4 });
  });
});

describe("unlocking in order", () => {
  it("allows the first question, and the next only once the one before is answered or timed out", () => {
    const questions = [
      answered("g1", "A", true),
      question("g2", { status: "timed_out" }),
      question("g3"),
      question("g4"),
    ];
    expect([0, 1, 2, 3].map((i) => unlockableAt(questions, i))).toEqual([true, true, true, false]);
    expect(unlockableAt([question("g1", { status: "unlocked" }), question("g2")], 1)).toBe(false);
  });
});

describe("a question's outcome", () => {
  it("is correct, wrong, or unanswered (an empty answer or a timeout), and none before it settles", () => {
    expect(outcomeOf(answered("g1", "A", true))).toBe("correct");
    expect(outcomeOf(answered("g1", "B", false))).toBe("wrong");
    expect(outcomeOf(answered("g1", "", false))).toBe("unanswered");
    expect(outcomeOf(question("g1", { status: "timed_out", userAnswer: "" }))).toBe("unanswered");
    expect(outcomeOf(question("g1", { status: "unlocked" }))).toBeNull();
  });
});

describe("the automatic submit", () => {
  const settled = [
    answered("g1", "A", true),
    answered("g2", "", false),
    question("g3", { status: "timed_out", userAnswer: "" }),
  ];

  it("is due once every global question is answered or timed out and the day is not submitted", () => {
    expect(shouldAutoSubmit(day(settled), null)).toBe(true);
    expect(shouldAutoSubmit(day([...settled.slice(0, 2), question("g3", { status: "unlocked" })]), null)).toBe(false);
  });

  it("is not due when the day is already submitted, has no global questions, or was already sent", () => {
    expect(shouldAutoSubmit(day(settled, [], true), null)).toBe(false);
    expect(shouldAutoSubmit(day([], [league("Alpha", [answered("l1", "A", true)])]), null)).toBe(false);
    expect(shouldAutoSubmit(day(settled), "2024-11-23")).toBe(false);
    expect(shouldAutoSubmit(day(settled), "2024-11-22")).toBe(true);
  });

  it("ignores league questions still open", () => {
    expect(shouldAutoSubmit(day(settled, [league("Alpha")]), null)).toBe(true);
  });
});

describe("texts", () => {
  it("sum up a submitted day with its points and streak bonus", () => {
    const result = { totalCorrect: 2, totalQuestions: 3, pointsEarned: 2, streakBonus: 1, currentStreak: 3 };
    expect(submitSummary(result)).toBe("You got 2 of 3 right: +2 points, +1 streak bonus. You're on a 3-day streak.");
    expect(submitSummary({ ...result, totalCorrect: 1, pointsEarned: 1, streakBonus: 0, currentStreak: 1 })).toBe(
      "You got 1 of 3 right: +1 point.",
    );
  });

  it("announce the countdown only when it starts, nears its end and runs out", () => {
    expect([10, 6, 5, 1, 0].map(countdownAnnouncement)).toEqual([
      "The timer is running",
      "The timer is running",
      "Almost out of time",
      "Almost out of time",
      "Time's up",
    ]);
  });
});

describe("the day's share text", () => {
  const played = day(
    [answered("g1", "Alabama", true), answered("g2", "Auburn", false), answered("g3", "", false)],
    [],
    true,
  );

  it("marks each global question by how it ended, with the streak and the trivia link", () => {
    expect(triviaShareTextOf(played.day, played.globalTrivia, 4, "http://localhost:5173")).toBe(
      "Gridiron Picks trivia 2024-11-23 ✅❌⏱️ 🔥 4\nhttp://localhost:5173/trivia",
    );
  });

  it("never names a question, a choice or an answer", () => {
    const text = triviaShareTextOf(played.day, played.globalTrivia, 0, "http://localhost:5173");
    for (const q of played.globalTrivia.questions) {
      for (const secret of [q.question!, ...q.choices, q.userAnswer, q.correctAnswer]) {
        if (secret) expect(text).not.toContain(secret);
      }
    }
  });

  it("counts a question still open as timed out, as the submit does", () => {
    const open = day([answered("g1", "Alabama", true), question("g2", { status: "unlocked" })]);
    expect(triviaShareTextOf(open.day, open.globalTrivia, 0, "https://picks.example.com")).toBe(
      "Gridiron Picks trivia 2024-11-23 ✅⏱️\nhttps://picks.example.com/trivia",
    );
  });
});
