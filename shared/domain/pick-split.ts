/**
 * Pick percentages before kickoff are public, so a split of very few picks gives away whose pick
 * is whose (one pick shows it whole). Until a game has this many picks or locks, everyone sees the
 * count without the split.
 */
export const PICK_SPLIT_MIN_PICKS = 5;

export function showsPickSplit(total: number, locked: boolean): boolean {
  return locked || total >= PICK_SPLIT_MIN_PICKS;
}

/** A split withheld by the rule above travels as both shares 0 beside a count above 0. */
export function isSplitWithheld(stats: { homePercent: number; awayPercent: number; total: number }): boolean {
  return stats.total > 0 && stats.homePercent + stats.awayPercent === 0;
}
