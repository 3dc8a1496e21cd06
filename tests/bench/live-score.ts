import type { LiveGameFields } from "../../shared/realtime/week.state.ts";

/**
 * The live fields the sync job publishes with `game.updated` for a bench game (no details, not
 * popular, never graded) whose score it just wrote: what `gameUpdated` makes of that row.
 */
export const liveScore = (homeScore: number, awayScore: number): LiveGameFields => ({
  status: "live",
  homeScore,
  awayScore,
  hasScore: true,
  isPopular: false,
  gradedAt: 0,
  period: 0,
  clock: "",
  possession: "",
  homeLineScores: [],
  awayLineScores: [],
  situation: "",
  lastPlay: "",
});
