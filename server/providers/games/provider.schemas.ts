import { z } from "zod";
import { GAME_STATUSES } from "../../../shared/domain/enums.ts";

// CFBD API v2 response shapes: only the fields a sync reads are declared; loose objects keep the rest.

export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

const isoInstant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "not an ISO instant");

export const gameSchema = z.looseObject({
  id: z.number().int(),
  season: z.number().int(),
  week: z.number().int(),
  seasonType: z.string(),
  startDate: isoInstant,
  startTimeTBD: z.boolean().nullish(),
  completed: z.boolean(),
  neutralSite: z.boolean().nullish(),
  conferenceGame: z.boolean().nullish(),
  venue: z.string().nullish(),
  homeId: z.number().int(),
  homeTeam: z.string(),
  homeConference: z.string().nullish(),
  homeClassification: z.string().nullish(),
  homePoints: z.number().nullish(),
  homeLineScores: z.array(z.number()).nullish(),
  awayId: z.number().int(),
  awayTeam: z.string(),
  awayConference: z.string().nullish(),
  awayClassification: z.string().nullish(),
  awayPoints: z.number().nullish(),
  awayLineScores: z.array(z.number()).nullish(),
  notes: z.string().nullish(),
  /** Extension set only by the replay provider (CFBD v2 /games has no status); see gameStatusAt. */
  replayStatus: gameStatusSchema.optional(),
});
export type CfbdGame = z.infer<typeof gameSchema>;

export const calendarWeekSchema = z.looseObject({
  season: z.number().int(),
  week: z.number().int(),
  seasonType: z.string(),
  startDate: isoInstant,
  endDate: isoInstant,
  firstGameStart: isoInstant.nullish(),
  lastGameStart: isoInstant.nullish(),
});
export type CfbdCalendarWeek = z.infer<typeof calendarWeekSchema>;

export const gameLineSchema = z.looseObject({
  provider: z.string(),
  spread: z.number().nullish(),
  formattedSpread: z.string().nullish(),
  spreadOpen: z.number().nullish(),
  overUnder: z.number().nullish(),
  overUnderOpen: z.number().nullish(),
  homeMoneyline: z.number().nullish(),
  awayMoneyline: z.number().nullish(),
});
export type CfbdGameLine = z.infer<typeof gameLineSchema>;

export const bettingGameSchema = z.looseObject({
  id: z.number().int(),
  season: z.number().int(),
  seasonType: z.string(),
  week: z.number().int(),
  startDate: z.string().nullish(),
  homeTeamId: z.number().int().nullish(),
  homeTeam: z.string(),
  homeConference: z.string().nullish(),
  homeScore: z.number().nullish(),
  awayTeamId: z.number().int().nullish(),
  awayTeam: z.string(),
  awayConference: z.string().nullish(),
  awayScore: z.number().nullish(),
  lines: z.array(gameLineSchema),
});
export type CfbdBettingGame = z.infer<typeof bettingGameSchema>;

export const pollRankSchema = z.looseObject({
  rank: z.number().int(),
  teamId: z.number().int().nullish(),
  school: z.string(),
  conference: z.string().nullish(),
  firstPlaceVotes: z.number().nullish(),
  points: z.number().nullish(),
});

export const pollWeekSchema = z.looseObject({
  season: z.number().int(),
  seasonType: z.string(),
  week: z.number().int(),
  polls: z.array(z.looseObject({ poll: z.string(), isFinal: z.boolean().nullish(), ranks: z.array(pollRankSchema) })),
});
export type CfbdPollWeek = z.infer<typeof pollWeekSchema>;

export const teamSchema = z.looseObject({
  id: z.number().int(),
  school: z.string(),
  mascot: z.string().nullish(),
  abbreviation: z.string().nullish(),
  conference: z.string().nullish(),
  division: z.string().nullish(),
  classification: z.string().nullish(),
  color: z.string().nullish(),
  alternateColor: z.string().nullish(),
  logos: z.array(z.string()).nullish(),
});
export type CfbdTeam = z.infer<typeof teamSchema>;

export const recordTallySchema = z.looseObject({
  games: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
});
export type RecordTally = z.infer<typeof recordTallySchema>;

export const teamRecordSchema = z.looseObject({
  year: z.number().int(),
  teamId: z.number().int().nullish(),
  team: z.string(),
  conference: z.string().nullish(),
  total: recordTallySchema,
});
export type CfbdTeamRecord = z.infer<typeof teamRecordSchema>;

/** CFBD v2 `GameStatus` as /scoreboard reports it. */
export const scoreboardStatusSchema = z.enum(["scheduled", "in_progress", "completed"]);
export type CfbdScoreboardStatus = z.infer<typeof scoreboardStatusSchema>;

/** One side of a v2 `ScoreboardGame` (`homeTeam`, `awayTeam`). */
export const scoreboardTeamSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  conference: z.string().nullish(),
  classification: z.string().nullish(),
  points: z.number().nullish(),
  lineScores: z.array(z.number()).nullish(),
  /** CFBD fills it while a game is in progress; the replay serves the recorded pregame value before kickoff. */
  winProbability: z.number().min(0).max(1).nullish(),
});
export type CfbdScoreboardTeam = z.infer<typeof scoreboardTeamSchema>;

/** A game of CFBD v2 `GET /scoreboard` (model `ScoreboardGame` of the official clients). */
export const scoreboardGameSchema = z.looseObject({
  id: z.number().int(),
  startDate: isoInstant,
  startTimeTBD: z.boolean().nullish(),
  tv: z.string().nullish(),
  neutralSite: z.boolean().nullish(),
  conferenceGame: z.boolean().nullish(),
  status: scoreboardStatusSchema,
  period: z.number().int().nullish(),
  /** "MM:SS" left in the period. */
  clock: z.string().nullish(),
  situation: z.string().nullish(),
  possession: z.string().nullish(),
  lastPlay: z.string().nullish(),
  venue: z
    .looseObject({ name: z.string().nullish(), city: z.string().nullish(), state: z.string().nullish() })
    .nullish(),
  homeTeam: scoreboardTeamSchema,
  awayTeam: scoreboardTeamSchema,
  weather: z
    .looseObject({
      temperature: z.number().nullish(),
      description: z.string().nullish(),
      windSpeed: z.number().nullish(),
      /** Degrees the wind blows from. */
      windDirection: z.number().nullish(),
    })
    .nullish(),
  betting: z
    .looseObject({
      spread: z.number().nullish(),
      overUnder: z.number().nullish(),
      homeMoneyline: z.number().nullish(),
      awayMoneyline: z.number().nullish(),
    })
    .nullish(),
});
export type CfbdScoreboardGame = z.infer<typeof scoreboardGameSchema>;

export const responseSchemas = {
  games: z.array(gameSchema),
  scoreboard: z.array(scoreboardGameSchema),
  calendar: z.array(calendarWeekSchema),
  lines: z.array(bettingGameSchema),
  rankings: z.array(pollWeekSchema),
  teams: z.array(teamSchema),
  records: z.array(teamRecordSchema),
};
