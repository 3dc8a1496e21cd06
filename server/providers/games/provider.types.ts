import { z } from "zod";
import { SEASON_TYPES } from "../../../shared/domain/enums.ts";
import type {
  CfbdBettingGame,
  CfbdCalendarWeek,
  CfbdGame,
  CfbdPollWeek,
  CfbdScoreboardGame,
  CfbdTeam,
  CfbdTeamRecord,
} from "./provider.schemas.ts";

export * from "./provider.schemas.ts";

export const seasonTypeSchema = z.enum(SEASON_TYPES);
export type SeasonType = z.infer<typeof seasonTypeSchema>;

export const weekQuerySchema = z.object({
  year: z.number().int(),
  week: z.number().int().min(1),
  seasonType: seasonTypeSchema,
});
export type WeekQuery = z.infer<typeof weekQuerySchema>;

export const teamsQuerySchema = z.object({
  year: z.number().int(),
  /** Also return non-FBS teams (FCS opponents' colours); default FBS only. */
  includeNonFbs: z.boolean().optional(),
});
export type TeamsQuery = z.infer<typeof teamsQuerySchema>;

/** CFBD v2 `GET /scoreboard`: the games of the live window (FBS; optionally one conference). */
export interface ScoreboardQuery {
  conference?: string;
}

export interface YearQuery {
  year: number;
}

/**
 * What a sync needs from a game data source, in CFBD API v2 shapes. Every answer is validated
 * against provider.schemas.ts; any failure is a ProviderError, so the caller can report it and
 * leave the database untouched.
 */
export interface GamesProvider {
  readonly kind: "cfbd" | "replay";
  /** The season year (CFBD `year`) a sync should ask for now. */
  currentSeason(): Promise<number>;
  getCalendar(query: YearQuery): Promise<CfbdCalendarWeek[]>;
  getGames(query: WeekQuery): Promise<CfbdGame[]>;
  /** The live scoreboard: period, clock, possession, line scores … of the games around now. */
  getScoreboard(query?: ScoreboardQuery): Promise<CfbdScoreboardGame[]>;
  getLines(query: WeekQuery): Promise<CfbdBettingGame[]>;
  getRankings(query: WeekQuery): Promise<CfbdPollWeek[]>;
  getTeams(query: TeamsQuery): Promise<CfbdTeam[]>;
  getRecords(query: YearQuery): Promise<CfbdTeamRecord[]>;
}

export type ProviderErrorKind =
  | "unauthorized"
  | "rate_limited"
  | "upstream"
  | "http"
  | "timeout"
  | "network"
  | "invalid_response"
  | "data_unavailable"
  /** The month's CFBD_MONTHLY_CALLS are spent: nothing was sent (decision 032). */
  | "budget_exhausted";

/** Counts a provider's HTTP calls against a budget: runs before each request, throws a ProviderError to refuse it. */
export interface CallBudget {
  reserve(endpoint: string): Promise<void>;
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** HTTP status when the upstream answered with a non-2xx status. */
  readonly status?: number;
  readonly endpoint?: string;

  constructor(
    message: string,
    options: { kind: ProviderErrorKind; status?: number; endpoint?: string; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.kind = options.kind;
    this.status = options.status;
    this.endpoint = options.endpoint;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
