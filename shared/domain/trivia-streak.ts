import { shiftDay } from "./trivia-day.ts";

/**
 * The rules leave the streak bonus amounts open. Ours, tunable as trivia settings: from the
 * `streakBonusFromDay`-th consecutive day on, each submitted day earns `streakBonusPoints`, and every
 * seventh day of a streak (7, 14, 21…) earns `weeklyStreakBonusPoints` more.
 */
export interface StreakBonusSettings {
  streakBonusFromDay: number;
  streakBonusPoints: number;
  weeklyStreakBonusPoints: number;
}

export const DEFAULT_STREAK_BONUS: StreakBonusSettings = {
  streakBonusFromDay: 3,
  streakBonusPoints: 1,
  weeklyStreakBonusPoints: 2,
};
export const STREAK_BONUS_MAX = 100;

export function streakBonus(streak: number, settings: StreakBonusSettings): number {
  if (streak < settings.streakBonusFromDay) return 0;
  return settings.streakBonusPoints + (streak % 7 === 0 ? settings.weeklyStreakBonusPoints : 0);
}

/** A streak counts consecutive Central-Time days with a submitted global set. */
export function nextStreak(lastDay: string | null, current: number, day: string): number {
  return lastDay === shiftDay(day, -1) ? current + 1 : 1;
}

/** The streak as it stands on `today`: it survives until a whole day passes without a submission. */
export function liveStreak(lastDay: string | null, current: number, today: string): number {
  return lastDay === today || lastDay === shiftDay(today, -1) ? current : 0;
}
