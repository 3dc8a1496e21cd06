import type { TriviaSettings } from "@shared/contracts/settings";

const points = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/** The Daily Trivia rules as sentences, built from the settings players are scored with. */
export function triviaRules(
  settings: TriviaSettings,
  { questionsPerDay, pointsPerCorrect }: { questionsPerDay: number; pointsPerCorrect: number },
): string[] {
  const { answerTimeLimit, streakBonusFromDay, streakBonusPoints, weeklyStreakBonusPoints } = settings;
  const from = `Answer every day to build a streak. From day ${streakBonusFromDay} in a row`;
  const weekly = `every 7th day (7, 14, 21…) earns`;
  const streak =
    streakBonusPoints === 0 && weeklyStreakBonusPoints === 0
      ? "Answer every day to build a streak; there is no streak bonus right now."
      : streakBonusPoints === 0
        ? `${from}, ${weekly} a streak bonus of +${points(weeklyStreakBonusPoints)}.`
        : weeklyStreakBonusPoints === 0
          ? `${from}, each day earns a streak bonus of +${points(streakBonusPoints)}.`
          : `${from}, each day earns a streak bonus of +${points(streakBonusPoints)}, and ${weekly} +${points(weeklyStreakBonusPoints)} more.`;
  return [
    `${questionsPerDay} new college football questions every day, released at midnight Central Time.`,
    `Unlock one question at a time. Its ${answerTimeLimit}-second countdown runs on the server's clock, so reloading does not restart it, and an answer that arrives after time is up counts as no answer.`,
    `Each correct answer is worth +${points(pointsPerCorrect)}, and you get one attempt per day.`,
    streak,
    "League trivia, added by a league's owner, shows below the daily questions and counts only in that league's standings.",
  ];
}
