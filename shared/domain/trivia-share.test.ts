import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRIVIA_SHARE_MARKS, type TriviaShareOutcome, triviaShareText, triviaShareUrl } from "./trivia-share.ts";

const LINK = "https://picks.example.com/trivia";
const outcome = fc.constantFrom<TriviaShareOutcome>("correct", "wrong", "unanswered");
const day = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const MARK_OF = new Map(Object.entries(TRIVIA_SHARE_MARKS).map(([k, v]) => [v, k]));

/** Reads the marks of a result line back into outcomes (⏱️ is two code points: ⏱ and its emoji selector). */
function readMarks(marks: string): string[] {
  return (marks.match(/✅|❌|⏱️/gu) ?? []).map((mark) => MARK_OF.get(mark)!);
}

describe("the trivia share text", () => {
  it("reads as the issue's example: title, day, one mark per question, the streak, then the link", () => {
    const text = triviaShareText({
      day: "2024-11-23",
      outcomes: ["correct", "wrong", "correct"],
      streak: 4,
      url: LINK,
    });
    expect(text).toBe(`Gridiron Picks trivia 2024-11-23 ✅❌✅ 🔥 4\n${LINK}`);
  });

  it("marks a timed-out question with a stopwatch, not a cross", () => {
    const text = triviaShareText({
      day: "2024-11-23",
      outcomes: ["wrong", "unanswered", "correct"],
      streak: 1,
      url: LINK,
    });
    expect(text).toBe(`Gridiron Picks trivia 2024-11-23 ❌⏱️✅ 🔥 1\n${LINK}`);
  });

  it("leaves the flame out when there is no streak", () => {
    const text = triviaShareText({
      day: "2024-11-23",
      outcomes: ["correct", "correct", "correct"],
      streak: 0,
      url: LINK,
    });
    expect(text).toBe(`Gridiron Picks trivia 2024-11-23 ✅✅✅\n${LINK}`);
  });

  it("links to the trivia page of the origin it is given", () => {
    expect(triviaShareUrl("http://127.0.0.1:5173")).toBe("http://127.0.0.1:5173/trivia");
    expect(triviaShareUrl("https://picks.example.com/")).toBe("https://picks.example.com/trivia");
  });

  it("is two lines whose first holds the day, the outcomes in order and a flame exactly when the streak is 1 or more", () => {
    fc.assert(
      fc.property(
        day,
        fc.array(outcome, { maxLength: 10 }),
        fc.integer({ min: -3, max: 400 }),
        (d, outcomes, streak) => {
          const lines = triviaShareText({ day: d, outcomes, streak, url: LINK }).split("\n");
          expect(lines).toHaveLength(2);
          expect(lines[1]).toBe(LINK);
          const match = /^Gridiron Picks trivia (\d{4}-\d{2}-\d{2}) ((?:✅|❌|⏱️)*)(?: 🔥 (\d+))?$/u.exec(lines[0]!);
          expect(match, lines[0]).not.toBeNull();
          const [, shownDay, marks, shownStreak] = match!;
          expect(shownDay).toBe(d);
          expect(readMarks(marks!)).toEqual(outcomes);
          expect(shownStreak).toBe(streak >= 1 ? String(streak) : undefined);
        },
      ),
    );
  });
});
