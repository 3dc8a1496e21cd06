import { describe, expect, it } from "vitest";
import { shuffledChoices } from "./trivia-choices.ts";

const question = {
  id: "6f1c2a5e-0000-4000-8000-000000000001",
  correctAnswer: "Crimson Tide",
  incorrectAnswers: ["Tigers", "Bulldogs", "Gators"],
};

describe("the choices of a question", () => {
  it("hold the correct and the three incorrect answers", () => {
    expect(shuffledChoices(question, "2024-11-06").toSorted()).toEqual([
      "Bulldogs",
      "Crimson Tide",
      "Gators",
      "Tigers",
    ]);
  });

  it("keep their order through the day and change it across days", () => {
    expect(shuffledChoices(question, "2024-11-06")).toEqual(shuffledChoices(question, "2024-11-06"));
    const orders = new Set(
      ["2024-11-06", "2024-11-07", "2024-11-08", "2024-11-09", "2024-11-10"].map((d) =>
        shuffledChoices(question, d).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("put the correct answer in every position across many questions", () => {
    const positions = new Set(
      Array.from({ length: 40 }, (_, i) =>
        shuffledChoices(
          { ...question, id: `6f1c2a5e-0000-4000-8000-${String(i).padStart(12, "0")}` },
          "2024-11-06",
        ).indexOf("Crimson Tide"),
      ),
    );
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });
});
