/**
 * Issue 22 "Share": the daily trivia result as a spoiler-free line, e.g.
 * `Gridiron Picks trivia 2024-11-23 ✅❌⏱️ 🔥 4` then a newline and the link to the trivia page.
 * It is built only from the day, how each question ended, the streak and the link: it takes no
 * question, choice or answer, so it cannot give one away.
 */

export const TRIVIA_SHARE_TITLE = "Gridiron Picks trivia";
export const TRIVIA_PATH = "/trivia";

/** How one question of the day ended; `unanswered` is a timeout (the countdown ran out, or an empty answer). */
export type TriviaShareOutcome = "correct" | "wrong" | "unanswered";

/** ✅ right, ❌ wrong, ⏱️ timed out: a timeout is not a wrong answer, so it has its own mark. */
export const TRIVIA_SHARE_MARKS: Readonly<Record<TriviaShareOutcome, string>> = {
  correct: "✅",
  wrong: "❌",
  unanswered: "⏱️",
};

export interface TriviaShareInput {
  /** The Central-Time trivia day, 'YYYY-MM-DD'. */
  day: string;
  /** The global set's questions in order. */
  outcomes: readonly TriviaShareOutcome[];
  /** The current streak (trivia-streak.ts: consecutive days with a submitted global set); 🔥 only from 1. */
  streak: number;
  /** Where the trivia is played: the page's origin and the trivia path. */
  url: string;
}

/** The page's origin plus the trivia path, with no doubled slash. */
export const triviaShareUrl = (origin: string) => `${origin.replace(/\/+$/, "")}${TRIVIA_PATH}`;

export function triviaShareText({ day, outcomes, streak, url }: TriviaShareInput): string {
  const marks = outcomes.map((outcome) => TRIVIA_SHARE_MARKS[outcome]).join("");
  const flame = Number.isInteger(streak) && streak >= 1 ? ` 🔥 ${streak}` : "";
  return `${TRIVIA_SHARE_TITLE} ${day} ${marks}${flame}\n${url}`;
}
